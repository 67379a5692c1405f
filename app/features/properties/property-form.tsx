import { ArrowLeft, LogIn } from "~/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { LISTING_TYPES, PROPERTY_TYPES } from "~/domain/enums";
import { REDIRECT_AFTER_SAVE_MS } from "~/domain/limits";
import { PROPERTY_LIMITS, propertyFormSchema } from "~/domain/schemas/property-form";
import { useTranslation } from "~/i18n/react";
import { useLoginHref } from "~/lib/use-login-href";
import { useSchemaForm } from "~/lib/form-errors";
import { Alert } from "~/ui/alert";
import { Button, buttonClass } from "~/ui/button";
import { SelectField, TextAreaField, TextField } from "~/ui/field";
import { usePlaceSuggestions } from "~/lib/use-place-suggestions";
import { FactsFieldset } from "./facts-fieldset";
import { FeaturesInput } from "./features-input";
import { ImageLimitDialog } from "./image-limit-dialog";
import { ImagePicker, type NewPhoto } from "./image-picker";
import { MediaFieldset } from "./media-fieldset";
import { EMPTY_VALUES, type PropertyFormActionData, type PropertyFormLimits, type PropertyFormValues } from "~/domain/property-form";
import { uploadWithRetry } from "./upload";

type Phase = "idle" | "saving" | "uploading" | "saved" | "imagesFailed" | "signedOut";

export type PropertyFormProps = {
  mode: "create" | "edit";
  /** The route whose action saves the form (fields, removed photos, and photos sent without JavaScript). */
  action: string;
  /** Where the photos go one by one with JavaScript (with retries). */
  imagesUrl?: (propertyId: string) => string;
  /** Where to go 2 s after a successful save, and where cancel leads. */
  successTo?: string;
  cancelTo?: string;
  /** The saved property's values and photos (edit). */
  initial?: PropertyFormValues;
  existingImages?: string[];
  /** The saved floor plan's URL (edit). */
  floorPlan?: string | null;
  limits: PropertyFormLimits;
  /** The route's action data when the form was posted without JavaScript. */
  actionData?: PropertyFormActionData;
  /** Extra text under the submit button (e.g. the approval note). */
  note?: string;
  /** Where it is: the map picker, composed by the route, given the values shown and the position's errors. */
  positionPicker?: (state: { values: PropertyFormValues; errors: { latitude?: string; longitude?: string } }) => React.ReactNode;
};

const scrollToTop = () => window.scrollTo({ top: 0, behavior: "smooth" });

/**
 * The property form shared by /add-property, /edit-property/{id} and the admin edit page (document 1
 * §2, §4, §5). Without JavaScript it is a multipart form posted to `action`. With JavaScript it checks
 * the fields and the photo limit first, saves the fields through the same action, then uploads each
 * new photo with retries; a photo that fails leaves the property saved, with the spec's message.
 */
export function PropertyForm({
  mode,
  action,
  imagesUrl = (id) => `/api/properties/${id}/images`,
  successTo = "/my-properties",
  cancelTo = "/my-properties",
  initial,
  existingImages = [],
  floorPlan,
  limits,
  actionData,
  note,
  positionPicker,
}: PropertyFormProps) {
  const { t } = useTranslation(["properties", "errors"]);
  const navigate = useNavigate();
  const fetcher = useFetcher<PropertyFormActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [limitOpen, setLimitOpen] = useState(false);
  // Sale or rent as chosen in this form (until the form is reset), for the price hint.
  const [chosenType, setChosenType] = useState<{ reset: number; value: string } | null>(null);
  const [resetCount, setResetCount] = useState(0);
  const pendingSubmit = useRef<{ before: unknown; photos: NewPhoto[] } | null>(null);
  const places = usePlaceSuggestions();

  // Without JavaScript the route's action answered; with it, the fetcher's answer counts.
  const answer: PropertyFormActionData | undefined = fetcher.data ?? actionData;
  const saved = answer?.ok ? answer : undefined;
  const refused = answer && !answer.ok ? answer : undefined;
  const { errors, check } = useSchemaForm(propertyFormSchema, refused);
  const noJsSaved = !fetcher.data && actionData?.ok ? actionData : undefined;
  const values: PropertyFormValues =
    refused?.values && phase === "idle"
      ? { ...EMPTY_VALUES, ...refused.values }
      : noJsSaved?.mode === "create"
        ? EMPTY_VALUES
        : (initial ?? EMPTY_VALUES);

  const listingType = chosenType?.reset === resetCount ? chosenType.value : String(values.listing_type);
  const [order, setOrder] = useState(existingImages);
  const kept = order.filter((url) => !removed.has(url));
  const limit = limits.imageLimit;

  // Photo previews are object URLs: free them when they go.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  // The saved property's photo list changes after a save (the loader runs again): forget removals.
  const imagesKey = existingImages.join("|");
  const [lastImagesKey, setLastImagesKey] = useState(imagesKey);
  if (lastImagesKey !== imagesKey) {
    setLastImagesKey(imagesKey);
    setRemoved(new Set());
    setOrder(existingImages);
  }

  function addPhotos(files: File[]) {
    if (kept.length + photos.length + files.length > limit) {
      setLimitOpen(true);
      return;
    }
    setPhotos((current) => [
      ...current,
      ...files.map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, file, preview: URL.createObjectURL(file) })),
    ]);
  }

  function removePhoto(key: string) {
    setPhotos((current) => {
      const photo = current.find((p) => p.key === key);
      if (photo) URL.revokeObjectURL(photo.preview);
      return current.filter((p) => p.key !== key);
    });
  }

  function moveExisting(from: number, to: number) {
    setOrder((current) => moved(current, from, to));
  }

  function movePhoto(from: number, to: number) {
    setPhotos((current) => moved(current, from, to));
  }

  function toggleRemoved(url: string) {
    setRemoved((current) => {
      const next = new Set(current);
      if (next.has(url)) next.delete(url);
      else next.add(url);
      return next;
    });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === "saving" || phase === "uploading" || phase === "saved") return;
    const data = new FormData(event.currentTarget);
    data.delete("images");
    if (!check({ ...Object.fromEntries(data), features: data.getAll("features") })) {
      scrollToTop();
      return;
    }
    if (kept.length + photos.length > limit) {
      setLimitOpen(true);
      return;
    }
    setPhase("saving");
    pendingSubmit.current = { before: fetcher.data, photos };
    void fetcher.submit(data, { method: "post", action, encType: "multipart/form-data" });
  }

  async function afterSave(result: PropertyFormActionData | undefined, sent: NewPhoto[]) {
    await Promise.resolve();
    if (!result?.ok) {
      const code = result?.error?.code;
      setPhase(code === "UNAUTHENTICATED" || code === "PROPERTY_LOGIN_REQUIRED" ? "signedOut" : "idle");
      if (code === "IMAGE_LIMIT_REACHED") setLimitOpen(true);
      scrollToTop();
      return;
    }
    let failed = 0;
    let signedOut = false;
    // Whether the listing now waits for review: the fields' save says, and new photos may take it there.
    let inReview = result.inReview;
    if (sent.length) {
      setPhase("uploading");
      setProgress({ done: 0, total: sent.length });
      for (const [index, photo] of sent.entries()) {
        const outcome = await uploadWithRetry(imagesUrl(result.id), photo.file);
        if (!outcome.ok) {
          failed += 1;
          if (outcome.status === 401) signedOut = true;
        } else if (outcome.inReview !== undefined) {
          inReview = outcome.inReview;
        }
        setProgress({ done: index + 1, total: sent.length });
      }
    }
    if (signedOut) {
      setPhase("signedOut");
      scrollToTop();
      return;
    }
    sent.forEach((photo) => URL.revokeObjectURL(photo.preview));
    setPhotos([]);
    if (result.mode === "create") {
      // After a create the fields are cleared (document 1 §4).
      formRef.current?.reset();
      setResetCount((n) => n + 1);
    }
    setPhase(failed ? "imagesFailed" : "saved");
    scrollToTop();
    // The page it lands on says so too (the form's own message shows only for the 2 seconds before).
    if (!failed) setTimeout(() => navigate(withSaved(successTo, result.mode, inReview)), REDIRECT_AFTER_SAVE_MS);
  }

  // After the fields are saved: upload the new photos one by one, then report.
  useEffect(() => {
    const pending = pendingSubmit.current;
    if (!pending || phase !== "saving" || fetcher.state !== "idle" || fetcher.data === pending.before) return;
    pendingSubmit.current = null;
    void afterSave(fetcher.data, pending.photos);
    // afterSave is the next step of this one submission, not something to re-run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data, phase]);

  const busy = phase === "saving" || phase === "uploading";
  const created = (saved?.mode ?? mode) === "create";
  const showSaved = phase === "saved" || (noJsSaved && !noJsSaved.imagesFailed);
  const showImagesFailed = phase === "imagesFailed" || noJsSaved?.imagesFailed;

  if (phase === "signedOut") return <NotSignedIn />;

  return (
    <>
      <div className="space-y-3" aria-live="polite">
        {showSaved && (
          <Alert tone="success">
            {created ? t("form.successCreate") : t("form.successUpdate")}
            {noJsSaved && (
              <meta
                httpEquiv="refresh"
                content={`${REDIRECT_AFTER_SAVE_MS / 1000};url=${withSaved(successTo, noJsSaved.mode, noJsSaved.inReview)}`}
              />
            )}
          </Alert>
        )}
        {showImagesFailed && saved && (
          <Alert tone="info">
            <p>{created ? t("form.imagesFailedCreate") : t("form.imagesFailedUpdate")}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
              <Link to={`/edit-property/${saved.id}`} className="underline">
                {t("form.addPhotosNow")}
              </Link>
              <Link to={successTo} className="underline">
                {t("form.goToMyProperties")}
              </Link>
            </p>
          </Alert>
        )}
        {errors.message && phase !== "saved" && <Alert tone="error">{errors.message}</Alert>}
      </div>

      <form
        ref={formRef}
        key={`${resetCount}-${noJsSaved ? "saved" : "form"}`}
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        noValidate
        className="group/pf mt-4 space-y-8"
      >
        <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-lg font-semibold">{t("form.basics")}</h2>
          <TextField
            label={`${t("form.title")} *`}
            name="title"
            required
            maxLength={PROPERTY_LIMITS.title}
            placeholder={t("form.titlePlaceholder")}
            defaultValue={values.title}
            error={errors.fields.title}
          />
          <TextAreaField
            label={`${t("form.description")} *`}
            name="description"
            required
            rows={6}
            maxLength={PROPERTY_LIMITS.description}
            placeholder={t("form.descriptionPlaceholder")}
            defaultValue={values.description}
            error={errors.fields.description}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label={t("form.type")} name="type" defaultValue={values.type} error={errors.fields.type}>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t("form.listingType")}
              name="listing_type"
              defaultValue={values.listing_type}
              onChange={(event) => setChosenType({ reset: resetCount, value: event.currentTarget.value })}
              error={errors.fields.listing_type}
            >
              {LISTING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`listingTypes.${type}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={`${t("form.price")} *`}
              name="price"
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              required
              defaultValue={values.price}
              hint={listingType === "rent" ? t("form.priceHintRent") : undefined}
              error={errors.fields.price}
            />
            <TextField
              label={`${t("form.location")} *`}
              name="location"
              required
              maxLength={PROPERTY_LIMITS.location}
              autoComplete="off"
              list={places.listId}
              onFocus={places.onFocus}
              placeholder={t("form.locationPlaceholder")}
              defaultValue={values.location}
              error={errors.fields.location}
            />
            <datalist id={places.listId}>
              {places.places.map((place) => (
                <option key={`${place.name}-${place.municipality ?? ""}`} value={place.name} label={place.municipality} />
              ))}
            </datalist>
          </div>
        </section>

        <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-lg font-semibold">{t("form.details")}</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            {/* Rooms and bathrooms only for apartment and house: hidden by CSS, so it works without JavaScript. */}
            <div
              data-testid="rooms-fields"
              className="contents group-has-[select[name=type]_option[value=land]:checked]/pf:hidden group-has-[select[name=type]_option[value=commercial]:checked]/pf:hidden"
            >
              <TextField
                label={t("form.rooms")}
                name="rooms"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={values.rooms}
                error={errors.fields.rooms}
              />
              <TextField
                label={t("form.bathrooms")}
                name="bathrooms"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={values.bathrooms}
                error={errors.fields.bathrooms}
              />
            </div>
            <TextField
              label={t("form.area")}
              name="area"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              defaultValue={values.area}
              error={errors.fields.area}
            />
          </div>
          <FeaturesInput key={`${resetCount}-${values.features.join("|")}`} initial={values.features} error={errors.fields.features} />
        </section>

        <FactsFieldset values={values} errors={errors.fields} />
        {positionPicker && (
          <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
            {positionPicker({ values, errors: { latitude: errors.fields.latitude, longitude: errors.fields.longitude } })}
          </section>
        )}

        <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <ImagePicker
            existing={order}
            removed={removed}
            onToggleRemoved={toggleRemoved}
            onMoveExisting={moveExisting}
            photos={photos}
            onMovePhoto={movePhoto}
            onAdd={addPhotos}
            onRemovePhoto={removePhoto}
            limit={limit}
            maxUploadMb={limits.maxUploadMb}
            error={errors.fields.images}
          />
        </section>

        <MediaFieldset
          floorPlan={floorPlan}
          videoUrl={values.video_url}
          maxUploadMb={limits.maxUploadMb}
          errors={{ video_url: errors.fields.video_url, floor_plan: errors.fields.floor_plan }}
        />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link to={cancelTo} className={buttonClass("secondary", "md")}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t("form.cancel")}
          </Link>
          <Button type="submit" size="lg" disabled={busy || phase === "saved"}>
            {phase === "saving"
              ? t("form.submitting")
              : phase === "uploading"
                ? t("form.uploading", progress)
                : mode === "create"
                  ? t("form.submitCreate")
                  : t("form.submitEdit")}
          </Button>
        </div>
        {note && <p className="text-sm text-slate-600 dark:text-slate-400">{note}</p>}
      </form>

      <ImageLimitDialog
        open={limitOpen}
        initiallyOpen={!fetcher.data && refused?.error?.code === "IMAGE_LIMIT_REACHED"}
        max={limit}
        premium={limits.premium}
        premiumMax={limits.premiumImageLimit}
        onClose={() => setLimitOpen(false)}
      />
    </>
  );
}

/** 'Ju nuk jeni të kyçur' with a login link (document 1 §2 Add property, §8). */
function NotSignedIn() {
  const { t } = useTranslation("properties");
  const loginHref = useLoginHref();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-xl font-bold">{t("form.notSignedIn")}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("form.notSignedInBody")}</p>
      <Link to={loginHref} className={buttonClass("primary", "md", "mt-4")}>
        <LogIn aria-hidden="true" className="h-4 w-4" />
        {t("form.loginLink")}
      </Link>
    </div>
  );
}

/**
 * The page to land on after a save: "My properties" is told what was saved (`?saved=created|updated`,
 * or `review` for an edit that took an approved listing back to review) to say so.
 */
function withSaved(path: string, mode: "create" | "edit", inReview: boolean): string {
  if (!path.startsWith("/my-properties")) return path;
  const saved = mode === "create" ? "created" : inReview ? "review" : "updated";
  return `${path}${path.includes("?") ? "&" : "?"}saved=${saved}`;
}

/** The list with one item moved from one place to another. */
function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
