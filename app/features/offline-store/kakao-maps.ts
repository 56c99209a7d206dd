import type { LatLng } from '#app/lib/geo';

/**
 * Adapter over the Kakao Maps JavaScript SDK (issue 25, item 3): the SDK is loaded only when
 * someone opens the store finder's map ("지도 보기"), with `autoload=false` and `kakao.maps.load`;
 * tests serve a stand-in script speaking the same API. A failure (the script blocked, the key
 * refused) rejects, and the list goes on without the map. Loaded itself with a dynamic import.
 */

interface KakaoLatLng {
  getLat(): number;
  getLng(): number;
}

interface KakaoMapObject {
  setBounds(bounds: KakaoBounds): void;
  setCenter(at: KakaoLatLng): void;
  relayout(): void;
}

interface KakaoBounds {
  extend(at: KakaoLatLng): void;
}

interface KakaoMarker {
  setMap(map: KakaoMapObject | null): void;
}

interface KakaoMapsApi {
  load(callback: () => void): void;
  LatLng: new (lat: number, lng: number) => KakaoLatLng;
  LatLngBounds: new () => KakaoBounds;
  Map: new (container: HTMLElement, options: { center: KakaoLatLng; level: number }) => KakaoMapObject;
  Marker: new (options: { position: KakaoLatLng; title?: string; clickable?: boolean }) => KakaoMarker;
  event: { addListener(target: KakaoMarker, type: 'click', handler: () => void): void };
}

declare global {
  interface Window {
    kakao?: { maps?: KakaoMapsApi };
  }
}

const MAP_LOAD_ERROR = 'Kakao Maps SDK could not be loaded';

let loading: Promise<KakaoMapsApi> | undefined;

function loadSdk(sdkUrl: string, appKey: string): Promise<KakaoMapsApi> {
  loading ??= new Promise<KakaoMapsApi>((resolve, reject) => {
    const url = new URL(sdkUrl);
    url.searchParams.set('appkey', appKey);
    url.searchParams.set('autoload', 'false');
    const script = document.createElement('script');
    script.src = url.toString();
    script.async = true;
    const fail = () => {
      script.remove();
      loading = undefined;
      reject(new Error(MAP_LOAD_ERROR));
    };
    script.onload = () => {
      const maps = window.kakao?.maps;
      if (!maps || typeof maps.load !== 'function') return fail();
      maps.load(() => resolve(maps));
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}

export interface MapStore {
  id: string;
  name: string;
  position: LatLng;
}

/**
 * Draws the stores (those with a position) on a map in `container`, framed to show them all,
 * with the visitor's own position as one more marker when known; a marker's click calls `onPick`.
 */
export async function showStoresMap(container: HTMLElement, config: { sdkUrl: string; appKey: string }, stores: readonly MapStore[], options: { origin?: LatLng | null; onPick?: (id: string) => void } = {}): Promise<void> {
  const maps = await loadSdk(config.sdkUrl, config.appKey);
  const first = options.origin ?? stores[0]?.position ?? { lat: 37.5665, lng: 126.978 };
  const map = new maps.Map(container, { center: new maps.LatLng(first.lat, first.lng), level: 8 });
  const bounds = new maps.LatLngBounds();
  for (const store of stores) {
    const at = new maps.LatLng(store.position.lat, store.position.lng);
    const marker = new maps.Marker({ position: at, title: store.name, clickable: true });
    marker.setMap(map);
    bounds.extend(at);
    if (options.onPick) maps.event.addListener(marker, 'click', () => options.onPick?.(store.id));
  }
  if (options.origin) {
    const here = new maps.LatLng(options.origin.lat, options.origin.lng);
    new maps.Marker({ position: here, title: '내 위치' }).setMap(map);
    bounds.extend(here);
  }
  if (stores.length > 0) map.setBounds(bounds);
}
