-- Up Migration

-- Content of the grow-room checklists (spec §2 "Tareas": spraying, lights, fans, doors ...), one
-- list per area in the order the tabs show them. Edit the rows to change a checklist; reports
-- already sent keep the names they were sent with.
insert into grow_tasks (area, position, name) values
  ('floracion', 1, 'Revisar que el temporizador de luces esté en 12 horas de luz y 12 de oscuridad'),
  ('floracion', 2, 'Anotar temperatura (20 a 26 °C) y humedad (40 a 50 %) de la sala'),
  ('floracion', 3, 'Comprobar que extractores y ventiladores funcionen y no hagan ruidos raros'),
  ('floracion', 4, 'Medir pH (6,0 a 6,5) y EC del agua de riego'),
  ('floracion', 5, 'Regar según la tabla de la semana de floración'),
  ('floracion', 6, 'Revisar cogollos y hojas por hongos (botrytis, oídio) y plagas'),
  ('floracion', 7, 'Sacar hojas secas o amarillas y limpiar el piso'),
  ('floracion', 8, 'Ajustar tutores y mallas de las ramas con cogollos pesados'),
  ('floracion', 9, 'Comprobar que no entre luz en las horas de oscuridad'),
  ('floracion', 10, 'Vaciar las bandejas de drenaje'),

  ('preparto', 1, 'Pasar el temporizador de luces de 18/6 a 12/12 en las plantas que entran a floración'),
  ('preparto', 2, 'Fumigar preventivo con aceite de neem (última aplicación antes de floración)'),
  ('preparto', 3, 'Hacer la poda de bajos y sacar las ramas que no reciben luz'),
  ('preparto', 4, 'Defoliar las hojas grandes que tapan los sitios de floración'),
  ('preparto', 5, 'Trasplantar a la maceta definitiva las plantas que lo necesiten'),
  ('preparto', 6, 'Colocar la malla de soporte (scrog) antes del estirón'),
  ('preparto', 7, 'Cambiar el fertilizante de crecimiento por el de floración'),
  ('preparto', 8, 'Etiquetar cada planta con variedad y fecha de paso a floración'),
  ('preparto', 9, 'Revisar el envés de las hojas por araña roja y trips'),

  ('crecimiento', 1, 'Revisar que el temporizador de luces esté en 18 horas de luz y 6 de oscuridad'),
  ('crecimiento', 2, 'Anotar temperatura (22 a 28 °C) y humedad (60 a 70 %) de la sala'),
  ('crecimiento', 3, 'Comprobar que extractores y ventiladores funcionen'),
  ('crecimiento', 4, 'Medir pH y EC y regar con el fertilizante de crecimiento'),
  ('crecimiento', 5, 'Fumigar preventivo con jabón potásico o aceite de neem con las luces apagadas'),
  ('crecimiento', 6, 'Revisar los esquejes del propagador: humedad, raíces y descartes'),
  ('crecimiento', 7, 'Atar y guiar ramas (entrenamiento de bajo estrés)'),
  ('crecimiento', 8, 'Podar las puntas de las plantas madre y sacar esquejes si toca'),
  ('crecimiento', 9, 'Subir las lámparas según el crecimiento de las plantas'),
  ('crecimiento', 10, 'Limpiar el piso y sacar restos de poda'),

  ('antes_de_salir', 1, 'Dejar los temporizadores de luces en automático'),
  ('antes_de_salir', 2, 'Apagar la bomba de riego y cerrar las llaves de agua'),
  ('antes_de_salir', 3, 'Revisar que no queden mangueras ni canillas abiertas'),
  ('antes_de_salir', 4, 'Comprobar que extractores y ventiladores queden prendidos'),
  ('antes_de_salir', 5, 'Guardar fertilizantes, tijeras y herramientas en el armario'),
  ('antes_de_salir', 6, 'Sacar la basura y los restos de poda'),
  ('antes_de_salir', 7, 'Cerrar las puertas de todas las salas'),
  ('antes_de_salir', 8, 'Anotar en el cuaderno cualquier novedad del día'),
  ('antes_de_salir', 9, 'Activar la alarma'),
  ('antes_de_salir', 10, 'Cerrar con llave la puerta de entrada');

-- Down Migration
delete from grow_tasks;
