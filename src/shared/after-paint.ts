/**
 * Inline-script JavaScript that runs `fn` (a function expression or name) once the next frame has been painted:
 * `requestAnimationFrame` runs just before a paint, and the task it queues runs after it. Used by the scripts that
 * must not compete with the first paint (the client entry's starter at the edge, the web-font loader).
 */
export const afterPaintJs = (fn: string) => `requestAnimationFrame(function(){setTimeout(${fn},0)})`
