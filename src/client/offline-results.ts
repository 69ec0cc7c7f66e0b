// Offline, the results whose pages this device has not kept say so: opening one would only say it is not saved.

/** Labels each result link of `list` whose page no cache of the site holds. */
export async function markNotSaved(list: HTMLElement, label: string | undefined): Promise<void> {
  if (!label || !('caches' in window)) return;
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[data-result]')) {
    // ignoreSearch: the shell is kept under revisioned URLs (`/es/?__WB_REVISION__=…`); result links have no query.
    if (await caches.match(link.href, { ignoreSearch: true })) continue;
    const note = document.createElement('span');
    note.className = 'not-saved';
    note.textContent = label;
    link.after(note);
  }
}
