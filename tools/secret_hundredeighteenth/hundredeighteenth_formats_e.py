# ruff: noqa: E501
"""Family e: a driving-theory class (CFC, autoescola) in Brazil (Portuguese)."""

from __future__ import annotations

import json

from hundredeighteenth_spec import Fam, dec_basic, enc_b64, pem_json

BR = Fam(
    name="cfcteoria_driving_theory_brasil",
    orgs=("pistaverde", "volantebom", "setasegura"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Ana", "ana"),
        ("Luíza", "luiza"),
        ("Gabriel", "gabriel"),
        ("Fernanda", "fernanda"),
        ("Rafael", "rafael"),
        ("Beatriz", "beatriz"),
    ),
    last=(
        ("Silva", "silva"),
        ("Santos", "santos"),
        ("Oliveira", "oliveira"),
        ("Souza", "souza"),
        ("Conceição", "conceicao"),
        ("Pereira", "pereira"),
    ),
    words=(
        "volante",
        "transito",
        "baliza",
        "flamengo",
        "corinthians",
        "palmeiras",
        "saudade",
        "brasil",
        "carioca",
        "paulista",
        "feijoada",
        "cafe",
        "praia",
        "sertao",
        "detran",
        "semaforo",
    ),
    pets=("pipoca", "thor", "mel", "bidu", "paçoca", "fred", "nina"),
    cc="+55",
    grades=("cat. B", "cat. A", "turma noite", "turma manhã"),
)

BR.reg(
    "cfcteoria_whatsapp_br_senha_portal_detran",
    (
        "WhatsApp/Conversa do WhatsApp com Secretaria CFC <<n>>.txt",
        "Downloads/whats_<<org>>_<<date>>.txt",
    ),
    """[<<dmy>> <<hms>>] <<fn>> <<ln>>: Bom dia! Qual a senha do portal do Detran pra lançar as aulas teóricas?
[<<dmy>> <<hms>>] <<fn2>> <<ln2>>: Usuário: <<login>>
[<<dmy>> <<hms>>] <<fn2>> <<ln2>>: Senha: <<cred>>
[<<dmy>> <<hms>>] <<fn2>> <<ln2>>: Lança a turma <<grade>> até sexta, senão o aluno perde a biometria
[<<dmy>> <<hms>>] <<fn>> <<ln>>: Valeu! 👍
""",
    "human",
)

BR.reg(
    "cfcteoria_asaas_boleto_pix_env",
    ("cobranca/.env", "app/<<org>>-mensalidades/.env"),
    """# Cobrança de pacotes (boleto / Pix) - Asaas
APP_ENV=production
ASAAS_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_EMAIL=financeiro@<<dom>>
DB_HOST=<<ip>>
DB_DATABASE=cfc
""",
    "p:asaas",
)

BR.reg(
    "cfcteoria_mercadopago_access_token_php",
    ("site/pagamento/mp_config.php", "wp-content/plugins/<<org>>-pagamentos/config.php"),
    """<?php
// Mercado Pago - pagamento do curso teórico online (<<orgc>>)
return [
    'public_key'   => 'APP_USR-<<uuid>>',
    'access_token' => '<<cred>>',
    'notification_url' => 'https://<<dom>>/mp/webhook',
    'statement_descriptor' => 'CFC <<orgc>>',
];
""",
    "p:mercadopago",
    syntax="",
)

BR.reg(
    "cfcteoria_intelbras_dvr_curl_basic_base64",
    ("home/<<fa>>/.bash_history", "ti/historico_<<org>>_<<n>>.txt"),
    """ping -c 3 <<ip>>
curl -s -H "Authorization: Basic <<enc>>" "http://<<ip>>/cgi-bin/snapshot.cgi?channel=1" -o sala_teorica.jpg
ls -lh sala_teorica.jpg
curl -s -H "Authorization: Basic <<enc>>" "http://<<ip>>/cgi-bin/magicBox.cgi?action=getSystemInfo"
exit
""",
    "pw_alnum",
    extra=lambda rng, s: {"enc": enc_b64(f"admin:{s['cred']}")},
    decode=dec_basic,
)

BR.reg(
    "cfcteoria_secretaria_bloco_de_notas_renach",
    ("Área de Trabalho/senhas secretaria <<n>>.txt", "Documentos/anotacoes_<<fa>>_<<y>>.txt"),
    """renach / e-cnh
<<login>>
<<cred>>

simulado online - mesmo login do email
impressora: HP da recepção, papel A4 no armário
""",
    "human",
)

BR.reg(
    "cfcteoria_sistema_cfc_laravel_env_db",
    ("sistema-cfc/.env", "var/www/<<org>>/.env"),
    """APP_NAME="Sistema CFC <<orgc>>"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_DEBUG=false
APP_URL=https://sistema.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=cfc_<<org>>
DB_USERNAME=cfc
DB_PASSWORD="<<cred>>"

MAIL_MAILER=smtp
MAIL_HOST=smtp.hostinger.com
""",
    "pw_dq",
    extra=lambda rng, s: {"appkey": BR.cred(rng, "b64:32")},
)


def _sa(s: dict) -> str:
    doc = {
        "type": "service_account",
        "project_id": f"simulado-{s['org']}",
        "private_key_id": s["hex8"] + str(s["kid"]),
        "private_key": str(s["cred"]) + "\n",
        "client_email": f"firebase-adminsdk-{s['n']}@simulado-{s['org']}.iam.gserviceaccount.com",
        "client_id": f"1{s['n']}{s['n']}{s['n2']}",
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "universe_domain": "googleapis.com",
    }
    return json.dumps(doc, indent=2) + "\n"


BR.reg(
    "cfcteoria_simulado_prova_firebase_service_account_json",
    ("simulado-app/serviceAccountKey-<<n>>.json", "backend/<<org>>/firebase-adminsdk.json"),
    _sa,
    "pem_rsa8",
    syntax="json",
    extra=lambda rng, s: {"needle": pem_json(str(s["cred"])), "kid": BR.cred(rng, "hex:32")},
)

BR.reg(
    "cfcteoria_agenda_ics_aula_pratica_senha",
    ("calendario/aulas_<<fa>>_<<n>>.ics", "Downloads/convite_<<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T190000
DTEND:<<y>><<mo>><<d>>T210000
SUMMARY:Aula teórica online - legislação (<<grade>>)
DESCRIPTION:Plataforma EAD: https://ead.<<dom>>\\nLogin do instrutor: <<email>>\\nSenha: <<cred>>\\nLembrar de registrar presença com biometria facial.
LOCATION:Online
UID:<<uuid>>@google.com
END:VEVENT
END:VCALENDAR
""",
    "human_x",
)
