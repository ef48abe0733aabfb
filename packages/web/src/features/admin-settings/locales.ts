/** The admin-settings screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
import type { Shape } from '../../lib/i18n.ts';

const en = {
  adminSettings: {
    title: 'Admin settings',
    tabs: {
      permissions: 'Permissions',
      admins: 'Admins',
      dangerZone: 'Danger zone',
    },
    roles: {
      super_admin: 'Super admin',
      admin: 'Admin',
      user: 'User',
    },
    codes: {
      dge: 'Edit the goals of the department',
      dgv: 'View the goals of the department',
      dse: 'Edit the competencies of the department',
      dsv: 'View the competencies of the department',
    },
    groups: {
      goals: 'Goals',
      competencies: 'Competencies',
      edit: 'Edit',
      view: 'View',
    },
    search: 'Search by name or username',
    account: 'Account',
    you: 'You',
    noAccounts: 'No accounts match the search.',
    allDepartments: 'All departments',
    permissions: {
      intro:
        'Permission codes open the Goals and Competencies screens to a user: “View” shows them, “Edit” also lets the user change them. Admins and super admins reach both screens anyway. An admin manages all departments, or only the chosen ones (with their sub-departments); an admin limited to no department reaches none.',
      departments: 'Department scope',
      departmentsHelp: 'All departments, or only the chosen ones',
      noneChosen: 'No department: this admin reaches none',
      noScope: 'Admins only',
      otherProject: 'another project',
      ownRow: 'You cannot change your own permissions.',
      savedAll: 'The permissions were saved.',
      choose: 'Choose departments',
      changed: 'Changed',
      changedCount: 'Unsaved rows: {{count}}',
      discard: 'Discard changes',
      rowErrors: 'Nothing was saved: correct the marked rows.',
      noDepartments: 'No departments in this project',
    },
    admins: {
      intro:
        'Admins manage the company’s screens, except payment and company setup. Super admins can also manage payment, company settings, projects and this page.',
      makeSuperAdmin: 'Make super admin',
      pickAccount: 'Account to promote',
      pickHelp: 'Search by name or username',
      noOptions: 'No matching accounts',
      confirm: '{{name}} becomes a super admin: they can manage payment, company settings, projects and admin settings, and their department scope is removed.',
      done: '{{name}} is now a super admin.',
      departments: 'Department scope',
    },
    dangerZone: {
      title: 'Delete the company',
      text: 'Deletes the company “{{name}}” with every project, account, employee, goal, evaluation and result it owns. Everyone is signed out, you too.',
      button: 'Delete company',
      typeName: 'Type the company name “{{name}}” to confirm.',
      deleted: 'The company was deleted.',
    },
    evaluationData: {
      title: 'Delete all evaluation data',
      text: 'Deletes every evaluation of the project “{{name}}” with its answers, survey answers and reminders. Employees, goals, competencies and the setup stay.',
      button: 'Delete evaluation data',
      typeName: 'Type the project name “{{name}}” to confirm.',
      deleted: 'Evaluations deleted: {{count}}',
      noProject: 'Choose a project first.',
    },
  },
};

const az: Shape<typeof en> = {
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

const ru: Shape<typeof en> = {
  adminSettings: {
    title: 'Настройки администратора',
    tabs: {
      permissions: 'Права',
      admins: 'Администраторы',
      dangerZone: 'Опасная зона',
    },
    roles: {
      super_admin: 'Суперадминистратор',
      admin: 'Администратор',
      user: 'Пользователь',
    },
    codes: {
      dge: 'Редактировать цели отдела',
      dgv: 'Просматривать цели отдела',
      dse: 'Редактировать компетенции отдела',
      dsv: 'Просматривать компетенции отдела',
    },
    groups: {
      goals: 'Цели',
      competencies: 'Компетенции',
      edit: 'Изменение',
      view: 'Просмотр',
    },
    search: 'Поиск по имени или логину',
    account: 'Учётная запись',
    you: 'Вы',
    noAccounts: 'Нет учётных записей, подходящих под поиск.',
    allDepartments: 'Все отделы',
    permissions: {
      intro:
        'Коды прав открывают пользователю экраны «Цели» и «Компетенции»: «Просмотр» показывает их, «Изменение» позволяет ещё и изменять. Администраторам и суперадминистраторам оба экрана доступны и так. Администратор управляет всеми отделами или только выбранными (вместе с их подотделами); администратор без отделов не видит ни одного.',
      departments: 'Область отделов',
      departmentsHelp: 'Все отделы или только выбранные',
      noneChosen: 'Нет отделов: этот администратор не видит ни одного',
      noScope: 'Только для администраторов',
      otherProject: 'другой проект',
      ownRow: 'Нельзя изменить собственные права.',
      savedAll: 'Права сохранены.',
      choose: 'Выберите отделы',
      changed: 'Изменено',
      changedCount: 'Несохранённых строк: {{count}}',
      discard: 'Отменить изменения',
      rowErrors: 'Ничего не сохранено: исправьте отмеченные строки.',
      noDepartments: 'В этом проекте нет отделов',
    },
    admins: {
      intro:
        'Администраторы управляют экранами компании, кроме оплаты и настройки компании. Суперадминистраторы также управляют оплатой, настройками компании, проектами и этой страницей.',
      makeSuperAdmin: 'Сделать суперадминистратором',
      pickAccount: 'Кого повысить',
      pickHelp: 'Поиск по имени или логину',
      noOptions: 'Нет подходящих учётных записей',
      confirm:
        '{{name}} станет суперадминистратором: сможет управлять оплатой, настройками компании, проектами и настройками администратора, а его область отделов будет снята.',
      done: '{{name}} теперь суперадминистратор.',
      departments: 'Область отделов',
    },
    dangerZone: {
      title: 'Удалить компанию',
      text: 'Удаляет компанию «{{name}}» со всеми её проектами, учётными записями, сотрудниками, целями, оценками и результатами. Все пользователи, включая вас, выйдут из системы.',
      button: 'Удалить компанию',
      typeName: 'Введите название компании «{{name}}» для подтверждения.',
      deleted: 'Компания удалена.',
    },
    evaluationData: {
      title: 'Удалить все данные оценок',
      text: 'Удаляет все оценки проекта «{{name}}» вместе с ответами, ответами на опрос и напоминаниями. Сотрудники, цели, компетенции и настройки остаются.',
      button: 'Удалить данные оценок',
      typeName: 'Введите название проекта «{{name}}» для подтверждения.',
      deleted: 'Удалено оценок: {{count}}',
      noProject: 'Сначала выберите проект.',
    },
  },
};

export const adminSettingsLocales = { en, az, ru };
