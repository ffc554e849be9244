# The reference configuration (circles.conf) as plain HTTP on port 80 in front of the compose service `app`
# (every replica: nginx resolves the name to all of them when it starts). TLS is left to whatever is in front.
/# tls$/d
/# --- servers: begin/,/# --- servers: end/c\  server app:3000 max_fails=1 fail_timeout=5s;
/^  server_name /a\  listen 80;
