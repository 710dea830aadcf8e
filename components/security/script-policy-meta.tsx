import {
  pageScriptPolicy,
  type ScriptProvider,
} from '@/lib/domain/request/content-security-policy';

/**
 * The page's own script policy, narrowing the site-wide header to the providers it uses (React
 * places the element in `<head>`). Cached with the page, so a shop's settings reach it on the
 * next revalidation, like the rest of the page.
 */
export function ScriptPolicyMeta({ providers }: { providers: readonly ScriptProvider[] }) {
  const content = pageScriptPolicy(providers, {
    development: process.env.NODE_ENV === 'development',
  });
  return <meta httpEquiv="Content-Security-Policy" content={content} />;
}
