import { walletPath } from '@/lib/domain/wallet/wallet-rules';

export { walletPath };

/** The commissions wallet, the one the user side menu links to. */
export const WALLET_PATH = walletPath('commissions');
