import { useState } from 'react';
import { messages } from '@portal/contract';
import type { Position } from '../api/get-nearby-offers';

/** The browser's location, asked only when the cardholder presses "Offers near me"; refused or absent, the city picker stands in. */
export function useNearMe() {
  const [state, setState] = useState<'off' | 'locating' | 'on'>('off');
  const [position, setPosition] = useState<Position>();
  const [error, setError] = useState<string>();
  const locate = () => {
    setError(undefined);
    if (!('geolocation' in navigator)) {
      setError(messages.offersLocationUnavailable);
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setPosition({ lat: found.coords.latitude, lng: found.coords.longitude });
        setState('on');
      },
      () => {
        setState('off');
        setError(messages.offersLocationUnavailable);
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };
  const clear = () => {
    setState('off');
    setPosition(undefined);
  };
  return { state, position: state === 'on' ? position : undefined, error, locate, clear };
}
