# ruff: noqa: E501
"""Family d: a Brazilian capoeira academy (rodas, batizados, monthly fees): Pix payments,
sign-up sheets, the site, class videos, the turnstile, event check-in."""

from __future__ import annotations

import re

from thirtysixth_spec import human_with, reg

FAM = "capoeira_academy_berimbau_rodas"
ORGS = ("berimbau-dourado", "roda-de-itapua")
HUMAN = human_with(
    "capoeira", "berimbau", "gingado", "atabaque", "pandeiro", "batizado", "mandinga", "axe",
    "angoleiro", "meialua", "cordao", "ladainha",
    firsts=("Joao", "Mariana", "Thiago", "Bia", "Rafael", "Leticia"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "capoeira_mensalidade_pix_mercadopago_env",
    ("mensalidades/<<org>>/.env.production", "deploy/academia<<n>>/.env"),
    """# Mensalidades dos alunos (Pix + cartão)
NODE_ENV=production
PORT=<<port>>
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://<<dom>>/api/mp/webhook
ACADEMIA_NOME="Grupo <<ulast>> Capoeira"
""",
    "p:mercadopago",
)


def _concat(rng, s):
    pw = s["cred"]
    cuts = sorted(rng.sample(range(2, len(pw) - 1), 2))
    parts = [pw[: cuts[0]], pw[cuts[0] : cuts[1]], pw[cuts[1] :]]
    return {"enc": " + ".join(f"'{p}'" for p in parts)}


def _deconcat(text: str) -> str:
    expr = re.search(r"const SENHA_SMTP = (.+);", text).group(1)
    return "".join(re.findall(r"'([^']*)'", expr))


reg(
    FAM,
    ORGS,
    "capoeira_batizado_inscricoes_apps_script_concat",
    ("apps-script/<<org>>/Inscricoes<<n>>.gs", "batizado-<<year>>/Codigo_<<n>>.gs"),
    """// Inscrições do batizado: confirmação por e-mail a partir da planilha
// (senha quebrada em pedaços "para não ficar óbvia" - Contramestre)
const SMTP_USER = '<<email2>>';
const SENHA_SMTP = <<enc>>;

function onFormSubmit(e) {
  const linha = e.values;
  const nome = linha[1];
  const email = linha[2];
  const corpo = 'Olá ' + nome + ', sua inscrição no batizado está confirmada. Axé!';
  enviar_(email, 'Batizado <<year>> - confirmação', corpo);
}

function enviar_(para, assunto, corpo) {
  const payload = { user: SMTP_USER, pass: SENHA_SMTP, to: para, subject: assunto, text: corpo };
  UrlFetchApp.fetch('https://smtp-relay.<<dom>>/send', {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify(payload),
  });
}
""",
    "pw_sq",
    extra=_concat,
    decode=_deconcat,
)

reg(
    FAM,
    ORGS,
    "capoeira_whatsapp_senha_instagram_reply",
    (
        "whatsapp/<<org>>/Conversa do WhatsApp com Professor <<n>>.txt",
        "celular/<<first>>/chat_<<date>>.txt",
    ),
    """<<date_sl>> <<time>> - <<ufirst>>: Mestre, qual a senha do Instagram do grupo? Quero postar as fotos da roda de sábado
<<date_sl>> <<time>> - Mestre Pavão: Pera
<<date_sl>> <<time>> - Mestre Pavão: <<cred>>
<<date_sl>> <<time>> - Mestre Pavão: Depois apaga a mensagem
<<date_sl>> <<time>> - <<ufirst>>: Valeu mestre! Salve
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "capoeira_site_drupal_settings_php_databases",
    ("site/<<org>>/web/sites/default/settings.php", "drupal<<n>>/sites/default/settings.php"),
    """<?php

// Site do grupo: agenda de rodas, galeria, loja de abadás

$databases['default']['default'] = [
  'database' => 'capoeira_site',
  'username' => 'capoeira',
  'password' => '<<cred>>',
  'prefix' => '',
  'host' => '<<ip>>',
  'port' => '3306',
  'driver' => 'mysql',
  'namespace' => 'Drupal\\\\mysql\\\\Driver\\\\Database\\\\mysql',
];

$settings['hash_salt'] = file_get_contents('/var/www/private/salt.txt');
$settings['trusted_host_patterns'] = ['^<<org>>\\.com\\.br$'];
""",
    "pw_sq",
)

reg(
    FAM,
    ORGS,
    "capoeira_aulas_videos_vimeo_python_token",
    ("videos/<<org>>/enviar_aulas.py", "scripts/vimeo_<<n>>/upload_aula.py"),
    '''"""Sobe as gravações das aulas de sexta para a pasta privada do Vimeo."""
import sys

import vimeo

cliente = vimeo.VimeoClient(
    token="<<cred>>",
    key="<<hex8>><<hex8>>",
    secret="",
)

for arquivo in sys.argv[1:]:
    uri = cliente.upload(arquivo, data={"name": arquivo, "privacy": {"view": "password"}})
    print("enviado", arquivo, uri)
''',
    "p:vimeo",
)

reg(
    FAM,
    ORGS,
    "capoeira_mestre_email_senha_banco_tesoureiro",
    ("email/<<org>>/tesouraria-<<date>>.eml", "gmail-export/<<first>>/banco_<<n>>.eml"),
    """From: Mestre Pavão <<<email>>>
To: tesouraria@<<dom>>
Subject: acesso ao banco da associação
Date: <<maildate>> -0300
Content-Type: text/plain; charset=utf-8

Fala <<ufirst>>,

como combinamos na reunião, segue o acesso do internet banking da associação para você
lançar as mensalidades:

agência 0<<n3>> conta <<n3>><<n>>-1
senha de 8+ dígitos: <<cred>>

O token físico fica comigo, me liga na hora de aprovar os pagamentos.

Axé,
Mestre Pavão
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "capoeira_catraca_acesso_csharp_sqlserver",
    ("catraca/<<org>>/CatracaService/Db.cs", "src/academia<<n>>/Catraca/Conexao.cs"),
    """using System.Data.SqlClient;

namespace Academia.Catraca
{
    // Controle de acesso: libera a catraca se a mensalidade está em dia
    internal static class Conexao
    {
        private const string Cs =
            "Server=<<ip>>\\\\SQLEXPRESS;Database=Catraca;User Id=catraca;Password=<<cred>>;TrustServerCertificate=True";

        public static SqlConnection Abrir()
        {
            var c = new SqlConnection(Cs);
            c.Open();
            return c;
        }
    }
}
""",
    "pw_alnum",
)

reg(
    FAM,
    ORGS,
    "capoeira_evento_checkin_bash_history_bearer_jwt",
    ("home/<<user>>/.bash_history", "servidor/<<org>>/root_history_<<n>>"),
    """cd /srv/checkin
docker compose ps
docker compose logs --tail 50 api
curl -s https://checkin.<<dom>>/api/inscritos?evento=batizado-<<year>> -H "Authorization: Bearer <<cred>>" | jq length
curl -s https://checkin.<<dom>>/api/inscritos/<<n3>> -H "Authorization: Bearer <<cred>>"
exit
""",
    "jwt:",
)
