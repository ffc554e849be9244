import {
  type Listing,
  listingConditions,
  listingCurrencies,
  listingLimits,
  listingMessages,
  marketplaceCategories,
  parsePriceInput,
} from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import { useSchemaOnSend } from '../../../lib/forms/use-schema-on-send';
import { toast } from '../../../lib/toast';
import { useSaveOwnListing } from '../api/save-own-listing';
import { marketplacePaths } from '../lib/category-icons';
import { useMarketplaceText, useMarketplaceWords } from '../lib/marketplace-texts';
import { PhotoPicker, type PickedPhoto, storedPhotos } from './photo-picker';

type Values = {
  title: string;
  description: string;
  category: string;
  price: string;
  currency: string;
  condition: string;
  location: string;
};
type FieldName = keyof Values | 'photos';
const fieldOf = (key: string): FieldName => (key === 'priceCents' ? 'price' : (key as FieldName));

const selectStyles =
  'focus-ring h-11 w-full rounded-xl border border-input bg-card px-3 text-base aria-invalid:border-destructive sm:text-sm';
const textareaStyles =
  'min-h-32 w-full rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm';

const initialValues = (listing?: Listing): Values => ({
  title: listing?.title ?? '',
  description: listing?.description ?? '',
  category: listing?.category ?? '',
  price: listing ? (listing.priceCents / 100).toFixed(listing.priceCents % 100 ? 2 : 0) : '',
  currency: listing?.currency ?? 'USD',
  condition: listing?.condition ?? '',
  location: listing?.location ?? '',
});

/** 'Sell something' and the seller's edit: every field checked as the server checks it, messages under each. */
export function ListingForm({ listing }: { listing?: Listing }) {
  const { t } = useLingui();
  const text = useMarketplaceText();
  const words = useMarketplaceWords();
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveOwnListing();
  const [values, setValues] = useState(() => initialValues(listing));
  const [photos, setPhotos] = useState<PickedPhoto[]>(() => storedPhotos(listing?.photos ?? []));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string>();
  const uploading = photos.some((photo) => !photo.url && !photo.error);

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || uploading) return;
    void submit();
  };

  const loadListingInputSchema = useSchemaOnSend(() =>
    import('../lib/listing-input-schema').then((module) => module.listingInputSchema),
  );
  const submit = async () => {
    const listingInputSchema = await loadListingInputSchema();
    if (!listingInputSchema) return;
    const priceCents = parsePriceInput(values.price);
    const parsed = listingInputSchema.safeParse({
      ...values,
      category: values.category || undefined,
      condition: values.condition || undefined,
      priceCents: priceCents ?? Number.NaN,
      photos: photos.filter((photo) => photo.url).map((photo) => photo.url),
    });
    const found: Partial<Record<FieldName, string>> = {};
    if (photos.some((photo) => photo.error)) found.photos = t`Remove the photos that could not be uploaded.`;
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = fieldOf(String(issue.path[0]));
      found[name] ??= issue.message;
    }
    setErrors(found);
    setFormError(undefined);
    if (!parsed.success || Object.keys(found).length > 0) return;
    save.mutate(
      { listingId: listing?.id, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(listing ? t`Listing updated` : t`Your listing is live`);
          navigate(marketplacePaths.listing(saved.id));
        },
        onError: (failure) => {
          const fieldErrors = failure instanceof ApiRequestError ? failure.fieldErrors : undefined;
          if (fieldErrors && Object.keys(fieldErrors).length > 0) {
            setErrors(
              Object.fromEntries(
                Object.entries(fieldErrors).map(([key, messages]) => [fieldOf(key), messages?.[0]]),
              ),
            );
          } else setFormError(text(getErrorMessage(failure, listingMessages.createFailed)));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="mb-2 text-3xl font-bold tracking-tight">
        {listing ? t`Edit listing` : t`Sell something`}
      </h1>
      <Field label={t`Title`} error={text(errors.title)}>
        {(props) => (
          <Input {...props} value={values.title} onChange={set('title')} maxLength={listingLimits.titleMax} />
        )}
      </Field>
      <Field label={t`Description`} error={text(errors.description)}>
        {(props) => (
          <textarea
            {...props}
            value={values.description}
            onChange={set('description')}
            maxLength={listingLimits.descriptionMax}
            rows={5}
            className={textareaStyles}
          />
        )}
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t`Category`} error={text(errors.category)}>
          {(props) => (
            <select {...props} value={values.category} onChange={set('category')} className={selectStyles}>
              <option value="">{t`Choose a category`}</option>
              {marketplaceCategories.map((category) => (
                <option key={category.id} value={category.id}>
                  {words.category(category.id)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Condition`} error={text(errors.condition)}>
          {(props) => (
            <select {...props} value={values.condition} onChange={set('condition')} className={selectStyles}>
              <option value="">{t`Choose the condition`}</option>
              {listingConditions.map((condition) => (
                <option key={condition.id} value={condition.id}>
                  {words.condition(condition.id)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t`Price`}
          error={text(errors.price)}
          hint={t`Whole units or with cents, e.g. 250 or 19.99`}
        >
          {(props) => <Input {...props} inputMode="decimal" value={values.price} onChange={set('price')} />}
        </Field>
        <Field label={t`Currency`} error={text(errors.currency)}>
          {(props) => (
            <select {...props} value={values.currency} onChange={set('currency')} className={selectStyles}>
              {listingCurrencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        label={t`Location`}
        error={text(errors.location)}
        hint={t`A town or neighbourhood, not your address`}
      >
        {(props) => (
          <Input
            {...props}
            value={values.location}
            onChange={set('location')}
            maxLength={listingLimits.locationMax}
            autoComplete="address-level2"
          />
        )}
      </Field>
      <PhotoPicker photos={photos} onChange={setPhotos} error={text(errors.photos)} />
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={save.isPending} disabled={uploading}>
          {uploading ? t`Uploading photos…` : listing ? t`Save changes` : t`Publish listing`}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => navigate(listing ? marketplacePaths.listing(listing.id) : marketplacePaths.home)}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
