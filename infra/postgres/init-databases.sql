-- One database per PostgreSQL-backed service (docker-compose runs this once, on an empty
-- data volume, as POSTGRES_USER, who then owns them). MongoDB services create theirs on use.
CREATE DATABASE identity;
CREATE DATABASE schedules;
CREATE DATABASE groups;
CREATE DATABASE billing;
