import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'mousemove', 'touchstart', 'wheel', 'scroll'] as const;

// Calls `onReturn` when the user acts again after at least `idleMs` without keyboard, pointer or scroll
// activity (or with the tab hidden). Like Mantine's useIdle, but it reports the return itself.
export const useReturnFromIdle = (idleMs: number, onReturn: () => void, enabled = true) => {
  const onReturnRef = useRef(onReturn);
  useEffect(() => {
    onReturnRef.current = onReturn;
  });

  useEffect(() => {
    if (!enabled) return;
    let lastActivity = Date.now();
    const onActivity = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - lastActivity >= idleMs) onReturnRef.current();
      lastActivity = now;
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onActivity);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      document.removeEventListener('visibilitychange', onActivity);
    };
  }, [idleMs, enabled]);
};
