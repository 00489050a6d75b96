/**
 * Content HTML from D1 (events, promotions, terms) is written by staff, but it is rendered with
 * dangerouslySetInnerHTML, so a mistake must not become a script: drop script/style/iframe/object/embed
 * blocks, every on* attribute, style attributes and javascript:/data: URLs. (sanitize-html does not load
 * in the workers test pool — its postcss dependency — so this is a small allow-by-default filter.)
 */
export function cleanContentHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?(script|style|iframe|object|embed|link|meta|base|form|template|noscript)\b[^>]*>/gi, '')
    .replace(/\s(on[a-z]+|style|srcdoc|formaction)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s(href|src|xlink:href|action)\s*=\s*("|')?\s*(javascript|vbscript|data):[^"'\s>]*("|')?/gi, '')
}
