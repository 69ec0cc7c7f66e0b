declare module 'lunr-languages/*' {
  const plugin: (lunr: unknown) => void;
  export default plugin;
}
