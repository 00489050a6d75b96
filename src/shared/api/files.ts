/** The URL of a private upload (src/server/files), served only to its owner with the session cookie. */
export const fileUrl = (fileId: string) => `/api/v1/front/files/${encodeURIComponent(fileId)}`
