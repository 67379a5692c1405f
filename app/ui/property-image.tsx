import { useEffect, useRef, useState } from "react";
import type { PropertyType } from "~/domain/enums";
import { imageVariantUrl, placeholderImageUrl, type ImageVariant } from "~/domain/images";
import { cx } from "~/ui/cx";

/**
 * A property photo: the WebP variant first, then the original, then the type-specific illustration
 * when there is no photo or it fails to load (document 1 §8 "Image load failure"). Errors that
 * happened before hydration are noticed on mount.
 */
export function PropertyImage({
  src,
  type,
  variant,
  alt,
  className,
  eager = false,
  priority = false,
}: {
  src: string | null | undefined;
  type: PropertyType;
  variant: ImageVariant;
  alt: string;
  className?: string;
  eager?: boolean;
  /** The page's largest image (its LCP): fetched before the scripts, not after them. */
  priority?: boolean;
}) {
  const candidates = src ? [...new Set([imageVariantUrl(src, variant), src])] : [];
  const [attempt, setAttempt] = useState(0);
  const [lastSrc, setLastSrc] = useState(src);
  if (src !== lastSrc) {
    setLastSrc(src);
    setAttempt(0);
  }
  const current = candidates[attempt] ?? placeholderImageUrl(type);
  const ref = useRef<HTMLImageElement>(null);
  const failed = () => setAttempt((a) => (a < candidates.length ? a + 1 : a));

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src") !== placeholderImageUrl(type)) failed();
    // Only on mount and when the source changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={failed}
      data-placeholder={attempt >= candidates.length ? type : undefined}
      className={cx("h-full w-full object-cover", className)}
    />
  );
}
