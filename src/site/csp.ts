/**
 * The site's Content-Security-Policy, delivered in a <meta> (static hosting): only the site's own scripts, styles,
 * fetches; no inline script or style, no plugins. (frame-ancestors cannot be set from a <meta>.)
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";
