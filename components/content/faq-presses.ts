/**
 * Presses on an FAQ's questions made before the accordion's code came. React stops a press on a part
 * it has not hydrated yet (at the document, without replaying it), so they are heard at the window on
 * their way down and handed to the accordion when it mounts.
 */
export interface FaqPresses {
  /** Keeps presses on questions (`[data-faq-id]`) inside `list` until the hand-over; returns the unlisten. */
  listen(list: HTMLElement): () => void;
  /** Gives the kept question ids, in order (each press opens or closes one), to the mounted accordion. */
  handOver(apply: (ids: string[]) => void): void;
}

export function faqPresses(): FaqPresses {
  const ids: string[] = [];
  let mounted = false;
  return {
    listen(list) {
      const keep = (event: MouseEvent) => {
        if (mounted || !(event.target instanceof Element) || !list.contains(event.target)) return;
        const id = event.target.closest<HTMLElement>('[data-faq-id]')?.dataset.faqId;
        if (id !== undefined) ids.push(id);
      };
      window.addEventListener('click', keep, true);
      return () => window.removeEventListener('click', keep, true);
    },
    handOver(apply) {
      mounted = true;
      if (ids.length > 0) apply(ids.splice(0));
    },
  };
}
