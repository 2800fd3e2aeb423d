import { avatarImage } from '../../shared/svg-art.ts';
import type { Message, MockUser, Notification, Shortcut } from '../model.ts';

export const USER: MockUser = {
  id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df',
  name: 'Brian Hughes',
  email: 'brian.hughes@roadlens.dev',
  avatar: avatarImage(999),
  status: 'online',
  role: 'Owner',
  company: 'Roadlens Demo City',
  timezone: 'Europe/Istanbul',
};

const ago = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

export function sampleMessages(now = new Date()): Message[] {
  return [
    {
      id: '832276cc-c5e9-4fcc-8e23-d38e2e1b6c2e',
      image: avatarImage(1_000),
      title: 'Myra Dudley',
      description: 'The quarterly traffic report is ready for your review.',
      time: ago(now, 25),
      read: false,
      link: '/apps/mailbox',
      useRouter: true,
    },
    {
      id: '608b4479-a3ac-4e26-8675-3609c52aca58',
      image: avatarImage(1_003),
      title: 'Kelly Ward',
      description: 'Can we move the vendor call to Thursday afternoon?',
      time: ago(now, 50),
      read: false,
      link: '/apps/mailbox',
      useRouter: true,
    },
    {
      id: '22148c0c-d788-4d49-9467-447677d11b76',
      image: avatarImage(1_005),
      title: 'Jonas Becker',
      description: 'The radar on Harbour Road is back online.',
      time: ago(now, 190),
      read: true,
      link: '/apps/chat',
      useRouter: true,
    },
    {
      id: '492e2917-760c-4921-aa5a-3201a857cd48',
      image: avatarImage(1_008),
      title: 'Sofia Lindqvist',
      description: 'Thanks for the lunch recommendation!',
      time: ago(now, 60 * 26),
      read: true,
      link: null,
      useRouter: false,
    },
    {
      id: '214a46e5-cae7-4b18-9869-eabde7c7ea52',
      image: avatarImage(1_010),
      title: 'Grace Okafor',
      description: 'Sent you the camera images from the ring road incident.',
      time: ago(now, 60 * 50),
      read: true,
      link: '/apps/mailbox',
      useRouter: true,
    },
  ];
}

export function sampleNotifications(now = new Date()): Notification[] {
  return [
    {
      id: '493190c9-5b61-4912-afe5-78c21f1044d7',
      icon: 'SensorsOutlined',
      title: 'Detector offline',
      description: 'Radar unit on Harbour Road stopped reporting.',
      time: ago(now, 12),
      read: false,
      link: '/apps/tasks',
      useRouter: true,
    },
    {
      id: '6e3e97e5-effc-4fb7-b730-52a151f0b641',
      image: avatarImage(1_001),
      title: 'Tina Harris mentioned you',
      description: 'in "Signal plan v4": can you check the cycle time?',
      time: ago(now, 70),
      read: false,
      link: '/apps/scrumboard',
      useRouter: true,
    },
    {
      id: 'b91ccb58-b06c-413b-b389-87010e03a120',
      icon: 'AssessmentOutlined',
      title: 'Report ready',
      description: 'The monthly congestion report has been generated.',
      time: ago(now, 60 * 5),
      read: false,
      link: '/dashboards/analytics',
      useRouter: true,
    },
    {
      id: '541416c9-84a7-408a-8d74-27a43c38d797',
      icon: 'TaskAltOutlined',
      title: 'Task completed',
      description: 'Swap the SIM card of detector 2041.',
      time: ago(now, 60 * 22),
      read: true,
      link: '/apps/tasks',
      useRouter: true,
    },
    {
      id: 'ef7b95a7-8e8b-4616-9619-130d9533add9',
      icon: 'LockOutlined',
      title: 'New sign-in',
      description: 'Your account was used from a new device.',
      time: ago(now, 60 * 48),
      read: true,
      link: null,
      useRouter: false,
    },
    {
      id: '8f8e1bf9-4661-4939-9e43-390957b60f42',
      icon: 'CalendarMonthOutlined',
      title: 'Team offsite',
      description: 'Reminder: Wednesday, bus leaves at 8:30.',
      time: ago(now, 60 * 80),
      read: true,
      link: '/apps/notes',
      useRouter: true,
    },
  ];
}

export const SHORTCUTS: Shortcut[] = [
  {
    id: 'a1ae91d3-e2cb-459b-9be9-a184694f548b',
    label: 'Mailbox',
    description: 'Read and file mail',
    icon: 'MailOutlined',
    link: '/apps/mailbox',
    useRouter: true,
  },
  {
    id: '989ce876-c177-4d71-a749-1953c477f825',
    label: 'Tasks',
    description: 'The team backlog',
    icon: 'TaskAltOutlined',
    link: '/apps/tasks',
    useRouter: true,
  },
  {
    id: '2496f42e-2f25-4e34-83d5-3ff9568fd984',
    label: 'Scrumboard',
    description: 'Plan the roll-out',
    icon: 'ViewKanbanOutlined',
    link: '/apps/scrumboard',
    useRouter: true,
  },
  {
    id: '3c48e75e-2ae7-4b73-938a-12dc655be28b',
    label: 'Notes',
    description: 'Checklists and ideas',
    icon: 'StickyNote2Outlined',
    link: '/apps/notes',
    useRouter: true,
  },
  {
    id: '2daac375-a2f7-4393-b4d7-ce6061628b66',
    label: 'Analytics',
    description: 'Visitors and conversions',
    icon: 'InsertChartOutlined',
    link: '/dashboards/analytics',
    useRouter: true,
  },
  {
    id: '56a0a561-17e7-40b3-bd75-0b6cef230b7e',
    label: 'Changelog',
    description: 'What is new in Roadlens',
    icon: 'NewReleasesOutlined',
    link: '/docs/changelog',
    useRouter: true,
  },
];
