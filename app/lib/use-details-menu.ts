import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A <details> menu works without JavaScript; with it, the menu also closes on navigation, on a click
 * outside and on Escape (returning focus to its button). A menu the reader opened before its code
 * arrived stays open when it hydrates: only a later navigation closes it.
 */
export function useDetailsMenu<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();
  const shownAt = useRef(location.key);

  useEffect(() => {
    if (location.key === shownAt.current) return;
    shownAt.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const el = ref.current;
      if (el?.open && !el.contains(event.target as Node)) el.open = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      const el = ref.current;
      if (event.key === "Escape" && el?.open) {
        el.open = false;
        el.querySelector("summary")?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return ref;
}
