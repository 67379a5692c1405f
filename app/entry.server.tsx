import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { preload } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { requestMetaContext } from "~/.server/web/context";
import { JoinedChunks } from "~/.server/web/joined-chunks";
import { lowPriorityModulePreloads } from "../server/framework-output";
import { iconSymbols } from "~/ui/icons/symbols.server";
import { type IconsDrawn, IconsDrawnContext } from "~/ui/icons/icon";
import { NonceContext } from "~/features/shell/nonce";
import { messagesFor } from "~/.server/i18n";
import { textsFile } from "~/.server/i18n-files";
import { type CatalogSource, CatalogSourceContext } from "~/i18n/react";

/** A document that names its texts' file renders with the server's own catalogs (decisions 0028, 0029). */
const catalogSource: CatalogSource = {
  texts: (language, namespace) => messagesFor(language, [namespace])[namespace],
  fileOf: textsFile,
  // The browser starts fetching it with the document's head, beside the page's scripts and at their
  // priority (decision 0025): the page paints without it.
  preload: (file) => preload(file, { as: "fetch", crossOrigin: "anonymous", fetchPriority: "low" }),
};

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, kept } = loadContext.get(requestMetaContext);
  // Browsers get the page streamed: the shell at once, slow parts (the home page's latest listings)
  // in place of their spinners when ready. Crawlers and link previews get the complete page at once;
  // so does a page that will be kept for other readers: its data is all there by the time they read
  // it, and waiting for it puts every part in place in the HTML, with no spinner, no swap script, and
  // no reveal React would hold back for up to 300 ms after the first paint.
  const whole = kept || isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  const readyEvent = whole ? "onAllReady" : "onShellReady";

  // The icons the page draws, whose symbols go out with the start of its body (decision 0032).
  const icons: IconsDrawn = { ids: new Set(), written: false };
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <CatalogSourceContext value={catalogSource}>
          <IconsDrawnContext value={icons}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IconsDrawnContext>
        </CatalogSourceContext>
      </NonceContext.Provider>,
      {
        nonce,
        // Whole pages keep every part in place: React would otherwise still send a part bigger than
        // 12.8 KB (the latest listings) after the page's end, behind its spinner, to paint the rest sooner.
        ...(whole ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        [readyEvent]() {
          shellRendered = true;
          // Parts rendered from here on (a streamed part, after its spinner) draw their icons from the sprite.
          icons.written = true;
          const symbols = iconSymbols(icons.ids);
          const body = new JoinedChunks((start) => lowPriorityModulePreloads(start) + symbols);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged by the HTTP shell's handler; before it, they reject.
          if (shellRendered) console.warn(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
