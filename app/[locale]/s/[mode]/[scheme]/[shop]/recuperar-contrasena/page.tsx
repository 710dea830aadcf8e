import { accountPageMetadata } from '@/components/account/account-page-metadata';
import { PasswordRecoveryPage } from '@/components/account/password-recovery-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

export function generateMetadata() {
  return accountPageMetadata('login', 'forgotTitle');
}

/** `{base}recuperar-contrasena`: forgot and reset password with a 6-digit code. */
export default async function ShopPasswordRecoveryPage({ params }: { params: ShopRouteParams }) {
  const { base } = await resolveShopParams(params);
  return <PasswordRecoveryPage base={base} />;
}
