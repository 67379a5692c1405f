import { useMemo, useRef } from "react";
import Lightbox, { type Labels } from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { imageVariantUrl } from "~/domain/images";
import { useTranslation } from "~/i18n/react";

const PLUGINS = [Zoom, Counter];

/**
 * A listing's photos full screen (issue 34 §3, decisions/0035): swipe or the arrows (← → on a
 * keyboard) from photo to photo, wrapping around; pinch, double-tap, the wheel or the buttons zoom;
 * Escape, the close button or pulling the photo down closes it. The "3 / 12" count is the library's
 * counter. Loaded only when a reader opens it (gallery.tsx): the listing page's first load does not
 * carry it.
 */
export default function GalleryViewer({
  images,
  title,
  index,
  onClose,
}: {
  images: string[];
  title: string;
  /** The photo it opens at. */
  index: number;
  /** Closed at the photo the reader had moved to, for the page's gallery to show it. */
  onClose: (index: number) => void;
}) {
  const { t } = useTranslation("listings");
  const count = images.length;
  // The library starts again from `index` whenever its slides or texts change: both are kept.
  const slides = useMemo(
    () => images.map((src, i) => ({ src: imageVariantUrl(src, "gallery"), alt: t("detail.photo", { n: i + 1, count, title }) })),
    [images, title, count, t],
  );
  const labels = useMemo<Required<Labels>>(
    () => ({
      Previous: t("detail.previousPhoto"),
      Next: t("detail.nextPhoto"),
      Close: t("detail.viewer.close"),
      "Zoom in": t("detail.viewer.zoomIn"),
      "Zoom out": t("detail.viewer.zoomOut"),
      Lightbox: t("detail.viewer.label", { title }),
      "Photo gallery": t("detail.gallery"),
      Slide: t("detail.viewer.slide"),
      Carousel: t("detail.viewer.carousel"),
      "{index} of {total}": t("detail.viewer.position"),
    }),
    [title, t],
  );
  const shown = useRef(index);
  // Edge to edge on a phone; a margin on wider screens.
  const carousel = useMemo(() => ({ padding: window.matchMedia("(min-width: 40rem)").matches ? ("16px" as const) : 0 }), []);

  return (
    <Lightbox
      open
      close={() => onClose(shown.current)}
      index={index}
      slides={slides}
      labels={labels}
      plugins={PLUGINS}
      on={{ view: ({ index: now }) => (shown.current = now) }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      carousel={carousel}
      // A 1600 px photo may be enlarged up to twice its pixels: ~8× on a phone, ~2.5× on a desktop.
      zoom={{ maxZoomPixelRatio: 2, doubleClickMaxStops: 2 }}
      // The count at the foot, centred, above a phone's home bar.
      counter={{
        container: {
          style: { top: "unset", bottom: "env(safe-area-inset-bottom, 0px)", left: "50%", transform: "translateX(-50%)" },
        },
      }}
    />
  );
}
