'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Toaster, useToast } from '@/components/ui/toaster';
import type { Category } from '@/lib/api/schemas/category';
import {
  type SupplierProduct,
  type SupplierProductFormValues,
  SupplierProductFormSchema,
  type SupplierProductInput,
} from '@/lib/api/schemas/supplier-products';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { supplierProductRequests } from '@/lib/client/requests/supplier-products';
import type { ProductType } from '@/lib/domain/vocabulary';

import { BasicsSection } from './basics-section';
import { FormSection } from './form-section';
import { PhotoList } from './photo-list';
import { PriceSection } from './price-section';
import { emptyFormValues, formValuesOf } from './product-form-values';
import { ReturnsSection } from './returns-section';
import { StockSection } from './stock-section';
import {
  CLEANED_VALUE,
  CREATED_PARAM,
  productEditPath,
  supplierPageHref,
} from './supplier-products-paths';
import { TypeDetailsSection } from './type-details-section';
import { VariantAxes } from './variant-axes';
import { VariantStockTable } from './variant-stock-table';
import { VisibilitySection } from './visibility-section';

/** How long the 'saved' toast stays (spec 01 §9: toast dismiss 4 s). */
const SAVED_TOAST_MS = 4000;

export interface ProductEditorFormProps {
  supplierId: string;
  categories: readonly Category[];
  /** The item being edited; none for a new one. */
  product?: SupplierProduct;
  /** A new item's type (`/apps/me/products/services/create` starts a service). */
  type?: ProductType;
  /** What the page says first: the item was just created (and its description cleaned). */
  notice?: 'created' | 'created-cleaned';
}

/**
 * The item editor (issue 16): every field of an item of the supplier, checked as typed with the
 * API's own rules (`SupplierProductFormSchema`), then created (`POST`, and on to its editor) or
 * saved (`PUT`). Refused fields show their message under the field and focus the first; the
 * description's cleaning is said after saving. Works by keyboard alone, photos' order included.
 */
export function ProductEditorForm({
  supplierId,
  categories,
  product,
  type = 'product',
  notice,
}: ProductEditorFormProps) {
  const t = useTranslations('itemEditor');
  const router = useRouter();
  const toaster = `${useId()}-toasts`;
  const saved = useToast({ toaster, role: 'status', duration: SAVED_TOAST_MS });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SupplierProductFormValues, unknown, SupplierProductInput>({
    resolver: zodResolver(SupplierProductFormSchema),
    defaultValues: product ? formValuesOf(product) : emptyFormValues(type),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { formState, setError } = form;

  async function onSubmit(values: SupplierProductInput) {
    setFailure(null);
    saved.clear();
    const answer = product
      ? await supplierProductRequests.update(supplierId, product.id, values)
      : await supplierProductRequests.create(supplierId, values);
    if (answer.ok) {
      const cleaned = (answer.data.sanitized ?? []).length > 0;
      if (!product) {
        router.replace(
          supplierPageHref(productEditPath(answer.data.id), supplierId, {
            [CREATED_PARAM]: cleaned ? CLEANED_VALUE : '1',
          }),
        );
        return;
      }
      form.reset(formValuesOf(answer.data));
      saved.show(cleaned ? `${t('notices.saved')} ${t('notices.sanitized')}` : t('notices.saved'));
      router.refresh();
      return;
    }
    const fields = fieldErrorsOf(answer.error);
    if (answer.status === 422 && fields.length > 0) {
      fields.forEach(([path, key], index) =>
        setError(
          path as FieldPath<SupplierProductFormValues>,
          { type: 'server', message: key },
          { shouldFocus: index === 0 },
        ),
      );
      setFailure(t('notices.fixFields'));
      return;
    }
    setFailure(answer.status === 401 ? t('notices.signedOut') : t('notices.failed'));
  }

  const submitting = formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={submitting || undefined}
        aria-label={product ? t('editTitle', { name: product.name }) : t('createTitle')}
        onSubmit={form.handleSubmit(onSubmit, () => setFailure(t('notices.fixFields')))}
        className="space-y-6"
      >
        {notice ? (
          <Notice
            role="status"
            message={
              notice === 'created-cleaned'
                ? `${t('notices.created')} ${t('notices.sanitized')}`
                : t('notices.created')
            }
          />
        ) : null}
        <BasicsSection categories={categories} />
        <FormSection title={t('photos.title')}>
          <PhotoList supplierId={supplierId} />
        </FormSection>
        <PriceSection />
        <StockSection />
        <FormSection title={t('sections.variants')}>
          <VariantAxes />
          <VariantStockTable />
        </FormSection>
        <TypeDetailsSection supplierId={supplierId} />
        <ReturnsSection />
        <VisibilitySection />
        <Notice role="alert" message={failure} />
        <Button type="submit" width="responsive" disabled={submitting}>
          {product
            ? submitting
              ? t('actions.saving')
              : t('actions.save')
            : submitting
              ? t('actions.creating')
              : t('actions.create')}
        </Button>
        <Toaster id={toaster} />
      </form>
    </FormProvider>
  );
}
