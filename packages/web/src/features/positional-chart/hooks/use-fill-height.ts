import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height that makes an element reach the bottom of the window (less the page's bottom
 * padding), kept up to date when the window or the content above it changes size.
 */
export function useFillHeight<T extends HTMLElement>(min = 360) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const gap = window.innerWidth < 600 ? 16 : 24;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - gap)));
    };
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (element.parentElement) observer?.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [min]);
  return { ref, height };
}
