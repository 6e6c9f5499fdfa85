# ruff: noqa: E501
"""Family n: an azulejo (painted tin-glazed tile) restoration atelier in Lisbon
(European Portuguese)."""

from __future__ import annotations

from thirtyeighth_spec import draw, human, reg

FAM = "azulejo_painted_lisbon"
ORGS = ("azulejaria-alfama",)
W = ("azulejo", "alfama", "mouraria", "graca", "cobalto", "faianca", "esmalte", "painel",
     "padrao", "tejo", "fado", "saudade", "sardinha", "pasteis", "benfica", "joao", "ines",
     "tiago", "marta", "rossio")  # fmt: skip

reg(
    FAM,
    "azulejo_catalogue_omeka_db_ini_quoted",
    ("omeka/db.ini", "catalogo-<<n>>/db.ini", "var/www/<<org>>/db.ini"),
    """;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
; Catálogo de painéis de azulejo (Omeka)
;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
[database]
host     = "<<ip>>"
username = "catalogo"
password = "<<cred>>"
dbname   = "azulejos"
prefix   = "omeka_"
charset  = "utf8"
""",
    "pw_dq",
    orgs=ORGS,
)

reg(
    FAM,
    "azulejo_portuguese_email_palavra_passe_camara",
    ("correio/Acesso plataforma Camara <<n>>.eml", "mail/enviados/<<date>>-camara.eml"),
    """From: Inês Carvalho <ines@<<dom>>>
To: <<email>>
Subject: Acesso à plataforma de candidaturas (painel da Rua da Regueira)
Date: <<date>> <<time>>:00 +0100
Content-Type: text/plain; charset=utf-8

Olá <<firstc>>,

Seguem os dados de acesso à plataforma da Câmara para submetermos o relatório de
conservação do painel de azulejos (séc. XVIII, azul cobalto sobre branco):

Utilizador: atelier.<<n>>
Palavra-passe: <<cred>>

Não te esqueças das fotografias antes e depois da consolidação do vidrado.

Beijinhos,
Inês
""",
    lambda r: human(r, W, "!#*@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "azulejo_photo_archive_minio_mc_config_json",
    ("home/<<user>>/.mc/config.json", "root/.mc/config.json", "arquivo<<n>>/.mc/config.json"),
    """{
  "version": "10",
  "aliases": {
    "arquivo": {
      "url": "https://s3.<<dom>>",
      "accessKey": "<<akey>>",
      "secretKey": "<<cred>>",
      "api": "s3v4",
      "path": "auto"
    },
    "local": {
      "url": "http://localhost:9000",
      "accessKey": "",
      "secretKey": "",
      "api": "S3v4",
      "path": "auto"
    }
  }
}
""",
    "an:40",
    extra=lambda r, s: {"akey": draw(r, "an:20").upper()},
    orgs=ORGS,
)

reg(
    FAM,
    "azulejo_teams_chat_senha_reply_only",
    ("Teams/atelier_chat_<<date>>.txt", "chat/Restauro <<n>>.txt"),
    """[<<time>>] Tiago Ferreira: Marta, qual é a senha do portátil da sala do forno? preciso das curvas de cozedura
[<<time>>] Marta Sousa: é a mesma de sempre mas com o ano novo
[<<time2>>] Marta Sousa: <<cred>>
[<<time2>>] Tiago Ferreira: obrigado!
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "azulejo_inventory_perl_dbi_connect",
    ("bin/inventario.pl", "scripts/paineis_<<n>>.pl"),
    """#!/usr/bin/perl
use strict;
use warnings;
use DBI;

# inventário de azulejos soltos recolhidos em obra (padrões, séculos, caixas)
my $dbh = DBI->connect("dbi:mysql:database=inventario;host=<<ip>>", "atelier", '<<cred>>',
    { RaiseError => 1, mysql_enable_utf8mb4 => 1 });

my $sth = $dbh->prepare("SELECT padrao, seculo, COUNT(*) FROM azulejos GROUP BY padrao, seculo");
$sth->execute;
while (my @r = $sth->fetchrow_array) {
    printf "%-20s %-6s %d\\n", @r;
}
$dbh->disconnect;
""",
    "pw_sq",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "azulejo_conservation_r_dbconnect_password",
    ("analise/cores_vidrado.R", "R/relatorio_<<n>>.R"),
    """library(DBI)
library(ggplot2)

# medições colorimétricas do vidrado (L*a*b*) antes/depois da limpeza
con <- dbConnect(RPostgres::Postgres(),
                 host = "<<host>>", dbname = "conservacao",
                 user = "analise", password = "<<cred>>")

med <- dbGetQuery(con, "SELECT painel, fase, l, a, b FROM colorimetria")
ggplot(med, aes(x = fase, y = b, colour = painel)) + geom_boxplot()
dbDisconnect(con)
""",
    "pw_dq",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "azulejo_intranet_apache_ldap_bind_password",
    ("etc/apache2/sites-available/intranet.conf", "apache/conf.d/intranet-<<n>>.conf"),
    """<VirtualHost *:443>
    ServerName intranet.<<dom>>
    DocumentRoot /var/www/intranet

    <Location />
        AuthType Basic
        AuthName "Atelier - Intranet"
        AuthBasicProvider ldap
        AuthLDAPURL "ldap://<<ip>>/ou=pessoas,dc=<<org_>>,dc=pt?uid"
        AuthLDAPBindDN "cn=apache,dc=<<org_>>,dc=pt"
        AuthLDAPBindPassword "<<cred>>"
        Require valid-user
    </Location>
</VirtualHost>
""",
    "pw_dq",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "azulejo_scans_batch_net_use_nas",
    ("scripts/mapear_nas.bat", "C_/Atelier/arranque_<<n>>.bat", "Users/<<user>>/Desktop/nas.cmd"),
    """@echo off
REM mapear a pasta de digitalizações dos painéis
net use Z: /delete /y >nul 2>&1
net use Z: \\\\<<ip>>\\digitalizacoes <<cred>> /user:ATELIER\\scanner /persistent:yes
robocopy "C:\\Scans" "Z:\\entrada" *.tif /MOV /R:2 /W:5
""",
    "pw_bare",
    syntax="",
    orgs=ORGS,
)
