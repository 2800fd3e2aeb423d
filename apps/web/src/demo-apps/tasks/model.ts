export type TaskType = 'task' | 'section';
export type TaskPriority = 0 | 1 | 2;

export interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}

export interface Task {
  id: string;
  type: TaskType;
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  priority: TaskPriority;
  tags: string[];
  assignedTo: string | null;
  subTasks: SubTask[];
  order: number;
}

export interface TaskTag {
  id: string;
  title: string;
}

/** Someone a task can be assigned to: the people of the template's address book. */
export interface TaskMember {
  id: string;
  name: string;
  avatar: string | null;
}
