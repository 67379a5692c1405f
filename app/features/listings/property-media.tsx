import { ExternalLink, Play } from "~/ui/icons";
import { useState } from "react";
import { parseVideoTour, videoEmbedUrl } from "~/domain/video-tour";
import { useTranslation } from "~/i18n/react";
import type { PropertyType } from "~/domain/enums";
import { PropertyImage } from "~/ui/property-image";
import { MAIN_COLUMN_SIZES } from "./gallery";

const PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * The floor plan, in its own section: shown as the photos are (a WebP variant the width of the column,
 * not the uploaded file, which can be a few megabytes), linking to the full-size file.
 */
export function FloorPlanSection({ url, title, type }: { url: string | null; title: string; type: PropertyType }) {
  const { t } = useTranslation("listings");
  if (!url) return null;
  return (
    <section aria-labelledby="floor-plan-heading" className="space-y-3">
      <h2 id="floor-plan-heading" className="text-xl font-semibold text-slate-900 dark:text-slate-100">
        {t("detail.floorPlan")}
      </h2>
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className="block overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800"
      >
        <PropertyImage
          src={url}
          type={type}
          variant="gallery"
          sizes={MAIN_COLUMN_SIZES}
          fit="contain"
          alt={t("detail.floorPlanAlt", { title })}
          className="max-h-[32rem]"
        />
        <span className="sr-only">{t("detail.floorPlanOpen")}</span>
      </a>
    </section>
  );
}

/**
 * The video tour (issue 14 §6): nothing is loaded from YouTube or Vimeo until the reader presses
 * "Shiko videon"; then the provider's privacy-friendly player (youtube-nocookie, Vimeo with dnt=1) is
 * inserted. Without JavaScript the link to the video is there instead.
 */
export function VideoTourSection({ url, title }: { url: string | null; title: string }) {
  const { t } = useTranslation("listings");
  const [playing, setPlaying] = useState(false);
  const video = url ? parseVideoTour(url) : null;
  if (!url || !video) return null;
  const provider = PROVIDER_NAMES[video.provider];
  return (
    <section aria-labelledby="video-heading" className="space-y-3">
      <h2 id="video-heading" className="text-xl font-semibold text-slate-900 dark:text-slate-100">
        {t("detail.video")}
      </h2>
      <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-900">
        {playing ? (
          <iframe
            src={videoEmbedUrl(video)}
            title={t("detail.videoFrame", { title })}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-900 via-slate-900 to-slate-950 text-white hover:from-brand-800 focus-visible:outline focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-gold-400"
          >
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-lg">
              <Play aria-hidden="true" className="ml-1 h-8 w-8" />
            </span>
            <span className="text-lg font-semibold">{t("detail.videoPlay")}</span>
            <span className="max-w-sm px-4 text-center text-sm text-slate-200">{t("detail.videoPrivacy", { provider })}</span>
          </button>
        )}
      </div>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
        {t("detail.videoOpen", { provider })}
      </a>
    </section>
  );
}
