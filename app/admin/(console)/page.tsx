import { redirect } from 'next/navigation';
import { requireAdmin } from '@/lib/admin/console';

export default async function AdminHome() {
  await requireAdmin();
  redirect('/admin/leads');
}
