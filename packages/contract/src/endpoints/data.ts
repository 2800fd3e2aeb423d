import { z } from 'zod';
import { page, IdParams } from '../common.ts';
import {
  ClearParams,
  ClearResponse,
  CountListRow,
  DeviceAverageListBody,
  DeviceAverageQuery,
  DeviceAverageRow,
  DeviceIdsQuery,
  DeviceProcessQuery,
  DeviceProcessRow,
  LogRow,
  LogStatusRow,
  RadarRow,
  RecordRow,
  RecordsQuery,
  TimeQuery,
} from '../data.ts';
import { AverageDetail } from '../devices.ts';
import { endpoint } from '../endpoint.ts';

const view = { auth: 'user', permission: 'Platform|view_devices', scope: 'read' } as const;

/**
 * The company's stored rows (detections, radar rows, log lines) and the processed travel times of
 * its devices' links. The lists with `export` answer a zip of one CSV instead of a page.
 */
export const data = {
  records: endpoint({
    method: 'GET',
    path: '/api/map/records/',
    summary: 'Detections, paginated; with ?export=true a zip of one CSV, streamed.',
    tags: ['data'],
    query: RecordsQuery,
    responses: { 200: page(RecordRow) },
    access: view,
  }),
  recordsDetail: endpoint({
    method: 'GET',
    path: '/api/map/records/:id/records_detail/',
    summary: "One device's detections (id = device id).",
    tags: ['data'],
    params: IdParams,
    query: RecordsQuery,
    responses: { 200: page(RecordRow) },
    access: view,
  }),
  countList: endpoint({
    method: 'GET',
    path: '/api/map/records/count_list/',
    summary: 'Detections per UTC day.',
    tags: ['data'],
    query: RecordsQuery,
    responses: { 200: z.array(CountListRow) },
    access: view,
  }),
  radar: endpoint({
    method: 'GET',
    path: '/api/map/radar_data/',
    summary: 'Radar interval rows, paginated; with ?export=true a zip.',
    tags: ['data'],
    query: TimeQuery,
    responses: { 200: page(RadarRow) },
    access: view,
  }),
  logs: endpoint({
    method: 'GET',
    path: '/api/map/logs/',
    summary: 'Device log lines and heartbeats, paginated; with ?export=true a zip.',
    tags: ['data'],
    query: TimeQuery,
    responses: { 200: page(LogRow) },
    access: view,
  }),
  logsStatus: endpoint({
    method: 'GET',
    path: '/api/map/logs/status/',
    summary: 'Health of every device: last seen, voltage, temperature, online.',
    tags: ['data'],
    responses: { 200: z.array(LogStatusRow) },
    access: view,
  }),
  deviceProcess: endpoint({
    method: 'GET',
    path: '/api/map/device_process/',
    summary: 'Processed 5-minute rows of the links leaving each device (type = mode); ?export=true for a zip.',
    tags: ['data'],
    query: DeviceProcessQuery,
    responses: { 200: page(DeviceProcessRow) },
    access: view,
  }),
  deviceAverage: endpoint({
    method: 'GET',
    path: '/api/map/device_average/',
    summary: 'Travel times of the links leaving each device per hour, day, week or month; ?export=true for a zip.',
    tags: ['data'],
    query: DeviceAverageQuery,
    responses: { 200: z.array(DeviceAverageRow) },
    access: view,
  }),
  deviceAverageListPost: endpoint({
    method: 'POST',
    path: '/api/map/device_average/list_post/',
    summary: 'The same for many devices, ids in the body.',
    tags: ['data'],
    body: DeviceAverageListBody,
    responses: { 200: z.array(DeviceAverageRow) },
    access: view,
  }),
  clear: endpoint({
    method: 'GET',
    path: '/api/map/:kind/:id/clear/',
    summary: "Deletes exactly that device's rows of that kind.",
    tags: ['data'],
    params: ClearParams,
    responses: { 200: ClearResponse },
    // A GET that changes data: the CSRF header is required as on POST.
    access: { auth: 'user', permission: 'Platform|change_devices', csrf: true },
  }),
  recordsAverageDetailsMultiple: endpoint({
    method: 'GET',
    path: '/api/map/records/average_details_multiple/',
    summary: "Per-device daily and hourly averages of detections; other companies' ids are skipped.",
    tags: ['data'],
    query: DeviceIdsQuery,
    responses: { 200: z.array(AverageDetail) },
    access: view,
  }),
  radarAverageDetailsMultiple: endpoint({
    method: 'GET',
    path: '/api/map/radar_data/average_details_multiple/',
    summary: "Per-device daily and hourly averages of radar counts; other companies' ids are skipped.",
    tags: ['data'],
    query: DeviceIdsQuery,
    responses: { 200: z.array(AverageDetail) },
    access: view,
  }),
};
