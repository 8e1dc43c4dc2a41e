// Asynchronous boundary: Module Federation agrees on the shared singletons before any app code runs.
import('./bootstrap');
