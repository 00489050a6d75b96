/**
 * THE sanitizer for stored HTML (events, promotions, terms, notices, magazine, inspection articles — every
 * field the client renders with dangerouslySetInnerHTML). Call it on every path that returns stored HTML.
 *
 * HTMLRewriter (lol-html, native to Workers and workerd, so production and the workers test pool run the same
 * code) is used only as a spec-compliant tokenizer; the output is REBUILT from an allow-list, never patched:
 * - an allowed tag is written anew with only its allowed attributes (values re-quoted; URLs allow-listed);
 * - text is written with `<` and `>` escaped, so pieces left around removed markup cannot join into a tag;
 * - anything else is not written: comments, doctypes, stray end tags, CDATA, unknown tags (their text stays),
 *   and DROPPED elements together with everything inside them.
 * Attribute values from HTMLRewriter are raw (entities not decoded), so URL checks are prefix allow-lists on the
 * raw value: an entity-encoded, space-prefixed or tab-split scheme simply does not match and is dropped.
 */

/** Written out (with their allowed attributes). Anything not here and not in DROPPED is unwrapped. */
const ALLOWED = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'a',
  'img',
  'span',
  'div',
  'blockquote',
  'figure',
  'figcaption',
  'pre',
  'code',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
])
const VOID = new Set(['br', 'hr', 'img'])

/** Removed with their whole content (scripts, raw-text elements whose content is not markup, foreign content). */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'select',
  'video',
  'audio',
  'canvas',
  'head',
])

/**
 * Class names staff content may use (the seeded terms use `terms-note`; the campaign editor's blocks, issue 27:
 * goods shelf, coupon button, countdown); site utility classes are not allowed.
 */
const CLASSES = new Set(['terms-note', 'campaign-shelf', 'campaign-coupon', 'campaign-countdown'])

/** A same-origin path: `/` not followed by `/`, `\`, whitespace or an entity (any of which can make `//host`). */
const PATH = String.raw`\/(?:$|[\w.~%!$'()*+,;=:@?#-])`
const LINK = new RegExp(String.raw`^(?:https?:\/\/|mailto:|tel:|#|${PATH})`, 'i')
const IMAGE = new RegExp(String.raw`^(?:https?:\/\/|${PATH})`, 'i')
const NUMBER = /^\d{1,4}$/

type Check = (value: string) => string | null
const matches =
  (re: RegExp): Check =>
  (v) =>
    re.test(v) ? v : null
const oneOf =
  (...values: string[]): Check =>
  (v) =>
    values.includes(v.toLowerCase()) ? v.toLowerCase() : null
const anyText: Check = (v) => v

const ATTRIBUTES: Record<string, Record<string, Check>> = {
  '*': {
    title: anyText,
    class: (v) =>
      v
        .split(/\s+/)
        .filter((c) => CLASSES.has(c))
        .join(' ') || null,
  },
  a: { href: matches(LINK), target: oneOf('_blank', '_self') },
  img: { src: matches(IMAGE), alt: anyText, width: matches(NUMBER), height: matches(NUMBER), loading: oneOf('lazy', 'eager') },
  ol: { start: matches(NUMBER) },
  td: { colspan: matches(NUMBER), rowspan: matches(NUMBER) },
  th: { colspan: matches(NUMBER), rowspan: matches(NUMBER), scope: oneOf('row', 'col', 'rowgroup', 'colgroup') },
}

const escapeText = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => s.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function startTag(tag: string, attrs: Array<[string, string]>): string {
  const kept = new Map<string, string>()
  for (const [rawName, value] of attrs) {
    const name = rawName.toLowerCase()
    const check = ATTRIBUTES[tag]?.[name] ?? ATTRIBUTES['*']![name]
    if (!check || kept.has(name)) continue // one value per name (duplicates are written once)
    const ok = check(value)
    if (ok !== null) kept.set(name, ok)
  }
  if (tag === 'a') {
    kept.delete('rel')
    if (kept.get('target') === '_blank') kept.set('rel', 'noopener noreferrer')
  }
  if (tag === 'img' && !kept.has('src')) return ''
  return `<${tag}${[...kept].map(([n, v]) => ` ${n}="${escapeAttr(v)}"`).join('')}>`
}

/** Stored HTML → HTML safe to render with dangerouslySetInnerHTML (see the module comment). Fails closed (''). */
export async function sanitizeHtml(html: string | null | undefined): Promise<string> {
  if (!html) return ''
  const out: string[] = []
  let dropDepth = 0
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(e) {
        const tag = e.tagName.toLowerCase()
        const html = e.namespaceURI === 'http://www.w3.org/1999/xhtml'
        if (DROPPED.has(tag) || !html) {
          try {
            e.onEndTag(() => void dropDepth--)
            dropDepth++
          } catch {
            // "No end tag": a self-closed foreign element (`<circle/>`), so it has no content to drop. If an end
            // tag is expected but never comes (`<svg/>` starting foreign content), everything after is dropped.
          }
          return
        }
        if (dropDepth > 0 || !ALLOWED.has(tag)) return
        // HTMLRewriter's attributes are [name, raw value] pairs (the DOM lib's Element type merges in and disagrees)
        const tagHtml = startTag(tag, [...(e.attributes as unknown as Iterable<[string, string]>)])
        if (!tagHtml) return
        out.push(tagHtml)
        if (!VOID.has(tag)) {
          try {
            e.onEndTag(() => void (dropDepth === 0 && out.push(`</${tag}>`)))
          } catch {
            // `<p/>`: browsers treat it as an open <p>, so does the output
          }
        }
      },
    })
    .onDocument({
      text(t) {
        if (dropDepth === 0 && t.text) out.push(escapeText(t.text))
      },
    })
  try {
    await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).arrayBuffer()
  } catch {
    return ''
  }
  return out.join('')
}
