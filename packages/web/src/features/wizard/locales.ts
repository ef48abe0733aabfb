/** The setup wizard's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  wizard: {
    title: 'Setup wizard',
    back: 'Back',
    next: 'Next',
    complete: 'The organisation is set up. Later steps (periods, scales, competencies, goals, weights) come next.',
    steps: {
      company: 'Company',
      project: 'Project',
      departments: 'Departments',
      positions: 'Positions',
      employees: 'Employees',
    },
    hints: {
      company: 'Enter your company’s details and logo.',
      project: 'Projects are independent evaluation workspaces (a subsidiary, a branch). Rename the first one or add more.',
      departments: 'Build the department tree of the selected project.',
      positions: 'Add the positions of each department and whom they report to.',
      employees: 'Add employees by hand or import them from an Excel or CSV file.',
    },
  },
};

const az: Shape<typeof en> = {
  wizard: {
    title: 'Quraşdırma ustası',
    back: 'Geri',
    next: 'İrəli',
    complete: 'Təşkilat quraşdırıldı. Növbəti addımlar (dövrlər, şkalalar, kompetensiyalar, hədəflər, çəkilər) sonra gələcək.',
    steps: {
      company: 'Şirkət',
      project: 'Layihə',
      departments: 'Şöbələr',
      positions: 'Vəzifələr',
      employees: 'İşçilər',
    },
    hints: {
      company: 'Şirkətinizin məlumatlarını və loqosunu daxil edin.',
      project: 'Layihələr müstəqil qiymətləndirmə sahələridir (törəmə şirkət, filial). Birincini adlandırın və ya yenilərini əlavə edin.',
      departments: 'Seçilmiş layihənin şöbə strukturunu qurun.',
      positions: 'Hər şöbənin vəzifələrini və onların kimə tabe olduğunu əlavə edin.',
      employees: 'İşçiləri əl ilə əlavə edin və ya Excel ya da CSV faylından idxal edin.',
    },
  },
};

const ru: Shape<typeof en> = {
  wizard: {
    title: 'Мастер настройки',
    back: 'Назад',
    next: 'Далее',
    complete: 'Организация настроена. Следующие шаги (периоды, шкалы, компетенции, цели, веса) появятся позже.',
    steps: {
      company: 'Компания',
      project: 'Проект',
      departments: 'Отделы',
      positions: 'Должности',
      employees: 'Сотрудники',
    },
    hints: {
      company: 'Укажите данные компании и её логотип.',
      project: 'Проекты — это независимые пространства оценки (дочерняя компания, филиал). Переименуйте первый или добавьте новые.',
      departments: 'Постройте структуру отделов выбранного проекта.',
      positions: 'Добавьте должности каждого отдела и укажите, кому они подчиняются.',
      employees: 'Добавьте сотрудников вручную или импортируйте их из файла Excel или CSV.',
    },
  },
};

export const wizardLocales = { en, az, ru };
