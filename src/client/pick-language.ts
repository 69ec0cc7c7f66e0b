import { isLang } from '../languages.js';
// On "/", go to the reader's language when the browser says it; the links work without scripts.
const wanted = navigator.languages.map((l) => l.slice(0, 2).toLowerCase()).find(isLang);
if (wanted && !new URLSearchParams(location.search).has('choose')) location.replace(`/${wanted}/`);
