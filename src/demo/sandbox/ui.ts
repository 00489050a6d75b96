/** Shared bits of the membership provider sandboxes: test users and a minimal page frame. */
export const SANDBOX_USERS = [
  { id: 'tester1', name: '김테스트', email: 'tester1@sandbox.example', mobile: '01090001111', birth: '19900101', gender: 'M' as const },
  { id: 'tester2', name: '이샌드', email: 'tester2@sandbox.example', mobile: '01090002222', birth: '19950505', gender: 'F' as const },
  { id: 'tester3', name: '박연동', email: 'tester3@sandbox.example', mobile: '01090003333', birth: '20150303', gender: 'F' as const },
]

export function sandboxPage(title: string, provider: string, body: string) {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:24px auto;padding:0 16px;color:#222}h1{font-size:18px}
.badge{display:inline-block;background:#fde68a;padding:2px 8px;border-radius:8px;font-size:12px}fieldset{border:1px solid #ddd;border-radius:12px;padding:12px;margin:12px 0}
label{display:block;padding:8px 0}button{width:100%;padding:12px;border:0;border-radius:10px;background:#111;color:#fff;font-size:16px;margin-top:8px}
input[type=text]{width:100%;padding:8px;box-sizing:border-box;border:1px solid #ccc;border-radius:8px}</style></head>
<body><p class="badge">SANDBOX · ${provider}</p><h1>${title}</h1>${body}</body></html>`
}

/** The test-user chooser of the OAuth sandboxes (Kakao, Naver, Apple). */
export function userPicker(provider: string) {
  return `<fieldset><legend>테스트 사용자를 선택하세요 (${provider})</legend>${SANDBOX_USERS.map(
    (u, i) => `<label><input type="radio" name="user" value="${u.id}" ${i === 0 ? 'checked' : ''}> ${u.name} · ${u.email}</label>`,
  ).join('')}</fieldset><button type="submit">동의하고 계속하기</button>`
}
