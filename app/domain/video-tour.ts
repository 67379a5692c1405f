// A listing's video tour (issue 14 §6): a YouTube or Vimeo address only. It is stored in one canonical
// form (https://www.youtube.com/watch?v=<id> or https://vimeo.com/<id>) and played, only after the
// reader asks, from the providers' privacy-friendly players (no cookies before the click).

export type VideoTour = { provider: "youtube" | "vimeo"; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);

/**
 * The video behind an address the owner pasted, or null when it is not one we accept:
 * youtube.com/watch?v=<id>, youtu.be/<id>, youtube.com/shorts/<id>, vimeo.com/<id> (http or https,
 * with or without "www."; other parameters such as a start time are ignored).
 */
export function parseVideoTour(input: string): VideoTour | null {
  const text = input.trim();
  if (!text || text.length > 300) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);

  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      parts.length === 1 && parts[0] === "watch"
        ? url.searchParams.get("v")
        : parts[0] === "shorts" && parts.length === 2
          ? parts[1]
          : null;
    return id && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
  }
  if (host === "youtu.be") {
    const id = parts.length === 1 ? parts[0] : null;
    return id && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = parts.length === 1 ? parts[0] : null;
    return id && VIMEO_ID.test(id) ? { provider: "vimeo", id } : null;
  }
  return null;
}

/** The canonical address stored for a video. */
export function videoTourUrl(video: VideoTour): string {
  return video.provider === "youtube" ? `https://www.youtube.com/watch?v=${video.id}` : `https://vimeo.com/${video.id}`;
}

/** The player to embed after the click: YouTube's no-cookie domain, Vimeo with "do not track". */
export function videoEmbedUrl(video: VideoTour): string {
  return video.provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`
    : `https://player.vimeo.com/video/${video.id}?dnt=1&autoplay=1`;
}

/** The hosts the Content-Security-Policy lets the page frame: exactly the two players above. */
export const VIDEO_FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;
