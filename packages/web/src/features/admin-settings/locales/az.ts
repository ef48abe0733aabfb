import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Azerbaijani. */
export const az: Shape<typeof en> = {
  adminSettings: {
    title: 'Admin parametrləri',
    tabs: {
      permissions: 'İcazələr',
      admins: 'Adminlər',
      dangerZone: 'Təhlükəli zona',
    },
    roles: {
      super_admin: 'Super administrator',
      admin: 'Administrator',
      user: 'İstifadəçi',
    },
    codes: {
      dge: 'Şöbənin hədəflərini redaktə etmək',
      dgv: 'Şöbənin hədəflərinə baxmaq',
      dse: 'Şöbənin kompetensiyalarını redaktə etmək',
      dsv: 'Şöbənin kompetensiyalarına baxmaq',
    },
    groups: {
      goals: 'Hədəflər',
      competencies: 'Kompetensiyalar',
      edit: 'Redaktə',
      view: 'Baxış',
    },
    search: 'Ad və ya istifadəçi adı ilə axtarın',
    account: 'Hesab',
    you: 'Siz',
    noAccounts: 'Axtarışa uyğun hesab yoxdur.',
    allDepartments: 'Bütün şöbələr',
    permissions: {
      intro:
        'İcazə kodları istifadəçiyə Hədəflər və Kompetensiyalar ekranlarını açır: “Baxış” onları göstərir, “Redaktə” isə həm də dəyişməyə imkan verir. Adminlər və super adminlər hər iki ekrana onsuz da daxil ola bilir. Admin bütün şöbələri və ya yalnız seçilmiş şöbələri (alt şöbələri ilə birlikdə) idarə edir; heç bir şöbə verilməyən admin heç bir şöbəyə çıxış əldə etmir.',
      departments: 'Şöbə əhatəsi',
      departmentsHelp: 'Bütün şöbələr və ya yalnız seçilmişlər',
      noneChosen: 'Şöbə yoxdur: bu admin heç bir şöbəyə çıxış əldə etmir',
      noScope: 'Yalnız adminlər üçün',
      otherProject: 'başqa layihə',
      ownRow: 'Öz icazələrinizi dəyişə bilməzsiniz.',
      savedAll: 'İcazələr yadda saxlanıldı.',
      choose: 'Şöbələri seçin',
      changed: 'Dəyişdirilib',
      changedCount: 'Yadda saxlanılmamış sətirlər: {{count}}',
      discard: 'Dəyişiklikləri ləğv etmək',
      rowErrors: 'Heç nə yadda saxlanılmadı: qeyd olunmuş sətirləri düzəldin.',
      noDepartments: 'Bu layihədə şöbə yoxdur',
    },
    admins: {
      intro:
        'Adminlər ödəniş və şirkətin qurulması istisna olmaqla şirkətin ekranlarını idarə edir. Super adminlər həmçinin ödənişi, şirkət parametrlərini, layihələri və bu səhifəni idarə edə bilir.',
      makeSuperAdmin: 'Super admin et',
      pickAccount: 'Yüksəldiləcək hesab',
      pickHelp: 'Ad və ya istifadəçi adı ilə axtarın',
      noOptions: 'Uyğun hesab yoxdur',
      confirm:
        '{{name}} super admin olur: ödənişi, şirkət parametrlərini, layihələri və admin parametrlərini idarə edə biləcək, şöbə əhatəsi isə ləğv olunacaq.',
      done: '{{name}} artıq super admindir.',
      departments: 'Şöbə əhatəsi',
    },
    dangerZone: {
      title: 'Şirkəti silmək',
      text: '“{{name}}” şirkətini ona aid olan bütün layihələr, hesablar, işçilər, hədəflər, qiymətləndirmələr və nəticələrlə birlikdə silir. Hamı, o cümlədən siz, sistemdən çıxarılacaq.',
      button: 'Şirkəti sil',
      typeName: 'Təsdiq etmək üçün şirkətin adını “{{name}}” yazın.',
      deleted: 'Şirkət silindi.',
    },
    evaluationData: {
      title: 'Bütün qiymətləndirmə məlumatlarını silmək',
      text: '“{{name}}” layihəsinin bütün qiymətləndirmələrini cavabları, sorğu cavabları və xatırlatmaları ilə birlikdə silir. İşçilər, hədəflər, kompetensiyalar və quraşdırma qalır.',
      button: 'Qiymətləndirmə məlumatlarını sil',
      typeName: 'Təsdiq etmək üçün layihənin adını “{{name}}” yazın.',
      deleted: 'Silinən qiymətləndirmələr: {{count}}',
      noProject: 'Əvvəlcə layihə seçin.',
    },
  },
};
