/**
 * Why a site URL (`--site-url`, config `siteUrl`) cannot be used for canonical links and the
 * sitemap, or undefined when it can: it must be an absolute http(s) URL with a host.
 */
export function siteUrlProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not an absolute URL (expected one like https://docs.example.com)`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${text}" must start with https:// or http://`;
  if (url.hostname === '') return `"${text}" has no host name`;
  if (url.search !== '' || url.hash !== '') return `"${text}" must not have a ?query or #fragment`;
  return undefined;
}
