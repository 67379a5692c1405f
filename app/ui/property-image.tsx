import { useEffect, useRef, useState } from "react";
import type { PropertyType } from "~/domain/enums";
import { placeholderImageUrl, type ImageVariant } from "~/domain/images";
import { cx } from "~/ui/cx";
import { propertyImageSources } from "./property-image-sources";

/**
 * A property photo: the WebP variant first (with its smaller variants as a srcset when `sizes` is
 * given), then the variant alone, then the original, then the type-specific illustration when there
 * is no photo or it fails to load (document 1 §8 "Image load failure"). Errors that happened before
 * hydration are noticed on mount.
 */
export function PropertyImage({
  src,
  type,
  variant,
  sizes,
  alt,
  className,
  eager = false,
  priority = false,
  fit = "cover",
}: {
  src: string | null | undefined;
  type: PropertyType;
  variant: ImageVariant;
  /** The displayed width (the `sizes` attribute): lets the browser choose a smaller variant. */
  sizes?: string;
  alt: string;
  className?: string;
  eager?: boolean;
  /** The page's largest image (its LCP): fetched before the scripts, not after them. */
  priority?: boolean;
  /** Photos fill their frame; a floor plan is shown whole. */
  fit?: "cover" | "contain";
}) {
  const sources = propertyImageSources(src, variant, sizes);
  const [attempt, setAttempt] = useState(0);
  const [lastSrc, setLastSrc] = useState(src);
  if (src !== lastSrc) {
    setLastSrc(src);
    setAttempt(0);
  }
  const current = sources[attempt] ?? { src: placeholderImageUrl(type) };
  const ref = useRef<HTMLImageElement>(null);
  // Moves on from the attempt that failed, once: the error event and the check on mount may both
  // report the same failure.
  const failed = () => setAttempt((a) => (a === attempt && a < sources.length ? a + 1 : a));

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src") !== placeholderImageUrl(type)) failed();
    // Only on mount: of each attempt's element, and when the photo changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, current.src]);

  return (
    <img
      // A new element for each attempt: one that only drops its srcset would still report the failed
      // request (complete, no width) until the browser has looked at it again.
      key={attempt}
      ref={ref}
      src={current.src}
      srcSet={current.srcSet}
      sizes={current.sizes}
      alt={alt}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={failed}
      data-placeholder={attempt >= sources.length ? type : undefined}
      className={cx("h-full w-full", fit === "contain" ? "object-contain" : "object-cover", className)}
    />
  );
}
