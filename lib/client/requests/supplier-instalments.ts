import { browserApiClient } from '@/lib/api/client';
import type {
  SupplierInstalments,
  SupplierInstalmentsInput,
} from '@/lib/api/schemas/supplier-instalments';

import { authResult } from './auth-result';

/** The card instalments a supplier offers (its owner and admins, the instalments page). */
export const supplierInstalmentsRequests = {
  save: (supplierId: string, json: SupplierInstalmentsInput) =>
    authResult<SupplierInstalments>(
      browserApiClient().api.suppliers[':id'].instalments.$put({ param: { id: supplierId }, json }),
    ),
};
