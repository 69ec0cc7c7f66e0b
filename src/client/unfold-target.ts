// A link into folded text (a rule's change of wording, `#changes-2021-04-19`) unfolds the <details> it leads to.
function unfoldTarget(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const folded = target.closest('details') ?? target.querySelector(':scope > details');
  if (folded instanceof HTMLDetailsElement) folded.open = true;
}

unfoldTarget();
addEventListener('hashchange', unfoldTarget);
