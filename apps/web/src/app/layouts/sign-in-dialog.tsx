import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { LogoMark } from '../../components/ui/logo';
import { paths } from '../../config/paths';

/** SPEC §2: the header's Sign In opens this; it offers Sign In and Create Account. */
export function SignInDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const goTo = (path: string) => {
    setIsOpen(false);
    navigate(path);
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          Sign In
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <LogoMark className="mx-auto mb-2 size-11" />
          <DialogTitle>Welcome to Circles</DialogTitle>
          <DialogDescription>Sign in to your account, or create one to get started.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button size="lg" onClick={() => goTo(paths.auth.signIn)}>
            Sign In
          </Button>
          <Button size="lg" variant="outline" onClick={() => goTo(paths.auth.signUp)}>
            Create Account
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
