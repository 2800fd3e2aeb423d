import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { portTerminology, portText, setPortTerminology } from './port-terminology.ts';

describe('port terminology', () => {
  it.each([
    ['Travel time', 'Wait time'],
    ['Median travel time by weekday and hour (s)', 'Median wait time by weekday and hour (s)'],
    ['Watch your roads: travel times, speeds and delays, live.', 'Watch your roads: wait times, speeds and loading times, live.'],
    ['Delay vs free flow', 'Loading time vs free flow'],
    ['Map', 'Terminal'],
    ['Open the live map', 'Open the live terminal'],
    ['Grid', 'Terminal'],
    ['Devices', 'Sensors'],
    ['Every device with its status', 'Every sensor with its status'],
  ])('en: %s', (from, to) => expect(portText(from, 'en')).toBe(to));

  it('swaps whole words only', () => {
    expect(portText('Basemap tiles, mapping, gridlock, delayed', 'en')).toBe('Basemap tiles, mapping, gridlock, delayed');
  });

  it.each([
    ['Seyahat süresi', 'Bekleme süresi'],
    ['Hafta günü ve saate göre medyan seyahat süresi (sn)', 'Hafta günü ve saate göre medyan bekleme süresi (sn)'],
    ['Seyahat süresi, hız, gecikme', 'Bekleme süresi, hız, yükleme süresi'],
    ['Serbest akışa göre gecikme', 'Serbest akışa göre yükleme süresi'],
    ['Harita', 'Terminal'],
    ['Canlı haritayı açın', 'Canlı terminali açın'],
    ['Izgara', 'Terminal'],
    ['Cihazlar', 'Sensörler'],
    ['Her cihaz; durumu, ayarları ve verisi olan günleriyle.', 'Her sensör; durumu, ayarları ve verisi olan günleriyle.'],
  ])('tr: %s', (from, to) => expect(portText(from, 'tr')).toBe(to));

  describe('as an i18next post-processor', () => {
    afterEach(() => setPortTerminology(false));
    const make = async (lng: string) => {
      const i18n = i18next.createInstance().use(portTerminology);
      await i18n.init({
        lng,
        postProcess: ['portTerminology'],
        resources: {
          en: {
            translation: {
              liveMap: { title: 'Map', delayOn: 'Delay on {{name}}: {{value}} s' },
              demoFileManager: { grid: 'Grid view' },
              navigation: { items: { x: 'Route Monitoring Map' } },
            },
          },
          tr: {
            translation: {
              liveMap: { title: 'Harita' },
              demoFileManager: { grid: 'Izgara görünümü' },
              navigation: { items: { x: 'Rota İzleme Haritası' } },
            },
          },
        },
      });
      return i18n;
    };
    it('swaps only while a port company is signed in, in the current language', async () => {
      const i18n = await make('en');
      expect(i18n.t('liveMap.title')).toBe('Map');
      setPortTerminology(true);
      expect(i18n.t('liveMap.title')).toBe('Terminal');
      await i18n.changeLanguage('tr');
      expect(i18n.t('liveMap.title')).toBe('Terminal');
      setPortTerminology(false);
      expect(i18n.t('liveMap.title')).toBe('Harita');
    });
    it('keeps the values put into a text as they are', async () => {
      const i18n = await make('en');
      setPortTerminology(true);
      expect(i18n.t('liveMap.delayOn', { name: 'Harbour Map road', value: 12 })).toBe('Loading time on Harbour Map road: 12 s');
    });
    it('leaves the template areas and the precisely mapped menu keys alone', async () => {
      const i18n = await make('en');
      setPortTerminology(true);
      expect(i18n.t('demoFileManager.grid')).toBe('Grid view');
      expect(i18n.t('navigation.items.x')).toBe('Route Monitoring Map');
    });
  });
});
