// Loads the search code and its manifest on the first interaction with a search box, never on page load.
let warmed = false;
function warm() {
  if (warmed) return;
  warmed = true;
  void import('./search-client.ts').then((m) => m.prefetch());
}
for (const input of document.querySelectorAll<HTMLInputElement>('[data-search-input]')) {
  input.addEventListener('focus', warm, { once: true });
  input.addEventListener('pointerenter', warm, { once: true });
}
