/**
 * The face-landmark model of the fitting pages: MediaPipe Face Mesh (npm @mediapipe/face_mesh, pinned: later
 * releases fail to open their face-detection graph in current Chromium), 478 landmarks with the iris refinement.
 * Its script, WASM and packed model are copied from node_modules into the client build at FACE_MESH_BASE
 * (vite.config.ts, `faceMeshAssets`), so the shop serves them from its own origin and nothing is fetched from a
 * third-party host at run time.
 */
export const FACE_MESH_VERSION = '0.4.1633559619'
export const FACE_MESH_BASE = `/vendor/face-mesh/${FACE_MESH_VERSION}/`
export const FACE_MESH_FILES = [
  'face_mesh.js',
  'face_mesh.binarypb',
  'face_mesh_solution_packed_assets.data',
  'face_mesh_solution_packed_assets_loader.js',
  'face_mesh_solution_simd_wasm_bin.js',
  'face_mesh_solution_simd_wasm_bin.wasm',
  'face_mesh_solution_simd_wasm_bin.data',
  'face_mesh_solution_wasm_bin.js',
  'face_mesh_solution_wasm_bin.wasm',
] as const
/** The big files the page downloads with a progress bar before the model starts (the SIMD build where supported). */
export const FACE_MESH_HEAVY = {
  data: 'face_mesh_solution_packed_assets.data',
  simd: 'face_mesh_solution_simd_wasm_bin.wasm',
  plain: 'face_mesh_solution_wasm_bin.wasm',
} as const
