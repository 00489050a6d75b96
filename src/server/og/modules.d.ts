// Additional Worker modules (the Cloudflare Vite plugin's rules: *.wasm → CompiledWasm, *.bin → Data).
declare module '*.wasm' {
  const module: WebAssembly.Module
  export default module
}
declare module '*.bin' {
  const data: ArrayBuffer
  export default data
}
