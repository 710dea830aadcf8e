import type { WalletTypeId } from '@/lib/domain/wallet/wallet-rules';

/** A wallet page's path on the platform host (spec 03 §2 `/me/wallet/{wallet_type_id}`). */
export function walletPath(walletType: WalletTypeId): string {
  return `me/wallet/${walletType}`;
}

/** The commissions wallet, the one the user side menu links to. */
export const WALLET_PATH = walletPath('commissions');
