import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Visual only, as spec section 5 says: nothing is sent anywhere. */
export function NewsletterSignup() {
  return (
    <section
      aria-labelledby="newsletter-title"
      className="mt-12 rounded-2xl bg-slate-900 px-6 py-10 text-center text-white"
    >
      <h2 id="newsletter-title" className="text-2xl font-bold">
        Não perca nenhuma novidade!
      </h2>
      <form
        className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="newsletter-email" className="sr-only">
          Seu melhor email
        </label>
        <Input id="newsletter-email" type="email" autoComplete="email" placeholder="Seu melhor email" />
        <Button type="submit" size="md">
          Inscrever-se
        </Button>
      </form>
    </section>
  );
}
