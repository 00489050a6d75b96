import Image from '@tiptap/extension-image'
import { EditorContent, useEditor, type Editor, type JSONContent } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useRef, useState } from 'react'
import { CouponButton, Countdown, GoodsShelf, type ShelfGoods } from './blocks'
import { uploadImage } from './upload'

/**
 * The campaign body: a Tiptap (ProseMirror) editor loaded only by this console page. Blocks: headings (h2/h3),
 * text with bold/italic/links/lists/quotes, images (uploaded through the desk's upload: JPG/PNG only), a goods
 * shelf of the page's picked goods, a coupon button and a countdown to the end time. `onChange` gives the
 * document (kept for editing) and its HTML (sanitized again by the server on save and on read).
 */
export function BlockEditor({
  initialJson,
  initialHtml,
  shelf = [],
  endText = '',
  onChange,
  label = '기획전 본문',
  campaign = true,
}: {
  initialJson: string
  initialHtml: string
  shelf?: ShelfGoods[]
  endText?: string
  onChange: (json: string, html: string) => void
  /** The text box's accessible name. */
  label?: string
  /** The campaign blocks (goods shelf, coupon button, countdown); off for notices, articles and terms. */
  campaign?: boolean
}) {
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const file = useRef<HTMLInputElement>(null)
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, protocols: ['https', 'http'] },
      }),
      Image.configure({ allowBase64: false }),
      GoodsShelf,
      CouponButton,
      Countdown,
    ],
    content: parseDoc(initialJson) ?? initialHtml ?? '',
    editorProps: {
      attributes: {
        class:
          'campaign-body min-h-80 rounded-b-xl border border-t-0 border-gray-300 bg-white p-4 text-[15px] leading-relaxed focus:outline-2 focus:outline-brand-600',
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => onChange(JSON.stringify(e.getJSON()), e.getHTML()),
  })

  const pickImage = async (f: File | undefined) => {
    if (!f || !editor) return
    setUploadError(null)
    setUploading(true)
    const r = await uploadImage(f)
    setUploading(false)
    if (file.current) file.current.value = ''
    if (!r.ok) return setUploadError(r.error.errors[0]?.reason ?? '이미지를 올리지 못했습니다.')
    editor.chain().focus().setImage({ src: r.data.path, alt: '' }).run()
  }

  if (!editor) return <div className="skeleton h-96 rounded-xl" aria-label="편집기를 불러오는 중" />
  return (
    <div>
      <div role="toolbar" aria-label="본문 서식" className="flex flex-wrap gap-1 rounded-t-xl border border-gray-300 bg-gray-50 p-1.5">
        <Tool editor={editor} label="제목" active={editor.isActive('heading', { level: 2 })} run={(c) => c.toggleHeading({ level: 2 })} />
        <Tool editor={editor} label="소제목" active={editor.isActive('heading', { level: 3 })} run={(c) => c.toggleHeading({ level: 3 })} />
        <Tool editor={editor} label="굵게" active={editor.isActive('bold')} run={(c) => c.toggleBold()} />
        <Tool editor={editor} label="기울임" active={editor.isActive('italic')} run={(c) => c.toggleItalic()} />
        <Tool editor={editor} label="목록" active={editor.isActive('bulletList')} run={(c) => c.toggleBulletList()} />
        <Tool editor={editor} label="인용" active={editor.isActive('blockquote')} run={(c) => c.toggleBlockquote()} />
        <span className="mx-1 w-px bg-gray-300" aria-hidden />
        <button type="button" className={TOOL} onClick={() => file.current?.click()} disabled={uploading}>
          {uploading ? '올리는 중…' : '이미지'}
        </button>
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png"
          className="sr-only"
          tabIndex={-1}
          aria-label="본문 이미지 파일"
          onChange={(e) => void pickImage(e.target.files?.[0])}
        />
        {campaign ? (
          <>
            <Tool
              editor={editor}
              label="상품 진열"
              disabled={!shelf.length}
              title={shelf.length ? undefined : '오른쪽에서 기획전 상품을 먼저 골라 주세요'}
              run={(c) => c.insertContent({ type: 'goodsShelf', attrs: { goods: shelf } })}
            />
            <Tool editor={editor} label="쿠폰 버튼" run={(c) => c.insertContent({ type: 'couponButton', attrs: { label: '쿠폰 받기' } })} />
            <Tool
              editor={editor}
              label="카운트다운"
              run={(c) => c.insertContent({ type: 'countdown', attrs: { until: `${endText} 종료` } })}
            />
          </>
        ) : null}
        <span className="mx-1 w-px bg-gray-300" aria-hidden />
        <Tool editor={editor} label="실행 취소" run={(c) => c.undo()} />
        <Tool editor={editor} label="다시 실행" run={(c) => c.redo()} />
      </div>
      <EditorContent editor={editor} />
      {uploadError ? (
        <p role="alert" className="mt-2 text-sm text-accent">
          {uploadError}
        </p>
      ) : null}
    </div>
  )
}

const TOOL =
  'min-h-9 rounded-lg px-2.5 text-sm text-gray-800 hover:bg-white aria-pressed:bg-brand-600 aria-pressed:text-white disabled:text-gray-400'

type Chain = ReturnType<Editor['chain']>
function Tool({
  editor,
  label,
  active,
  run,
  disabled,
  title,
}: {
  editor: Editor
  label: string
  active?: boolean
  run: (c: Chain) => Chain
  disabled?: boolean
  title?: string
}) {
  return (
    <button
      type="button"
      className={TOOL}
      disabled={disabled}
      title={title}
      aria-pressed={active === undefined ? undefined : active}
      onClick={() => run(editor.chain().focus()).run()}
    >
      {label}
    </button>
  )
}

function parseDoc(json: string): JSONContent | null {
  if (!json) return null
  try {
    const doc = JSON.parse(json) as JSONContent
    return doc && doc.type === 'doc' && Array.isArray(doc.content) ? doc : null
  } catch {
    return null
  }
}
