import { Star } from "~/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { REVIEW_CATEGORIES } from "~/domain/enums";
import { reviewSchema } from "~/domain/schemas/reviews";
import { type FormActionData, useSchemaForm } from "~/lib/form-errors";
import { useTranslation } from "~/i18n/react";
import { useLoginHref } from "~/lib/use-login-href";
import { Alert } from "~/ui/alert";
import { Button, ButtonLink } from "~/ui/button";
import { cx } from "~/ui/cx";
import { SelectField, TextAreaField, TextField } from "~/ui/field";

/** Title, five star buttons, category and comment; stored as awaiting moderation (signed-in users). */
export function WriteReviewForm({ actionData, signedIn }: { actionData?: FormActionData; signedIn: boolean }) {
  const { t } = useTranslation(["reviews", "errors"]);
  const loginHref = useLoginHref();
  const registerHref = useLoginHref("/register");
  const navigation = useNavigation();
  const { errors, onSubmit } = useSchemaForm(reviewSchema, actionData);
  const formRef = useRef<HTMLFormElement>(null);
  const sent = actionData?.ok === true;
  const values = sent ? undefined : actionData?.values;
  const [rating, setRating] = useState(Number(values?.rating ?? 0));
  const submitting = navigation.state === "submitting" && navigation.formAction === "/vlersimet";

  // A new answer: after a success the stars start empty again.
  const [seen, setSeen] = useState(actionData);
  if (actionData !== seen) {
    setSeen(actionData);
    if (sent) setRating(0);
  }
  useEffect(() => {
    if (sent) formRef.current?.reset();
  }, [actionData, sent]);

  if (!signedIn) {
    return (
      <div className="space-y-3 text-sm">
        <p>{t("write.signIn")}</p>
        <div className="flex gap-2">
          <ButtonLink to={loginHref} size="sm">
            {t("write.signInLink")}
          </ButtonLink>
          <ButtonLink to={registerHref} size="sm" variant="secondary">
            {t("write.registerLink")}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <Form ref={formRef} method="post" action="/vlersimet" onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("write.intro")}</p>
      {sent && !submitting && <Alert tone="success">{t("write.success")}</Alert>}
      {errors.message && !submitting && <Alert tone="error">{errors.message}</Alert>}
      <TextField
        label={t("write.titleLabel")}
        name="title"
        required
        maxLength={120}
        placeholder={t("write.titlePlaceholder")}
        defaultValue={values?.title}
        error={errors.fields.title}
      />
      <fieldset aria-describedby={errors.fields.rating ? "rating-error" : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{t("write.ratingLegend")}</legend>
        <div className="flex gap-1">
          {([1, 2, 3, 4, 5] as const).map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
              <Star
                aria-hidden="true"
                className={cx("h-8 w-8", n <= rating ? "fill-gold-400 text-gold-500" : "text-slate-400 dark:text-slate-500")}
              />
              <span className="sr-only">{t(`stars.s${n}`)}</span>
            </label>
          ))}
        </div>
        {errors.fields.rating && (
          <p id="rating-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errors.fields.rating}
          </p>
        )}
      </fieldset>
      <SelectField
        label={t("write.categoryLabel")}
        name="category"
        required
        defaultValue={values?.category ?? ""}
        error={errors.fields.category}
      >
        <option value="">{t("write.categoryChoose")}</option>
        {REVIEW_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`categories.${c}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t("write.comment")}
        name="comment"
        rows={5}
        required
        maxLength={2000}
        placeholder={t("write.commentPlaceholder")}
        defaultValue={values?.comment}
        error={errors.fields.comment}
      />
      <Button type="submit" disabled={submitting}>
        {submitting ? t("write.submitting") : t("write.submit")}
      </Button>
    </Form>
  );
}
