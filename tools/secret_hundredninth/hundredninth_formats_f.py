# ruff: noqa: E501
"""Family f: an autoescola (driving school, CFC) in Olinda, Pernambuco (Brazil): Brazilian
Portuguese."""

from __future__ import annotations

import random

from hundredninth_spec import Fam, alnum, b64, dec_json_u, enc_json_u, pick, reg

F = Fam(
    name="autoescola_habilitacao_olinda",
    orgs=("autoescolafrevo", "cfcolinda", "direcaosegura", "baliza10", "autoescolacaxanga"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Maria", "maria"),
        ("Thiago", "thiago"),
        ("Juliana", "juliana"),
        ("Severino", "severino"),
        ("Luana", "luana"),
        ("Cícero", "cicero"),
    ),
    last=(
        ("Silva", "silva"),
        ("Albuquerque", "albuquerque"),
        ("Cavalcanti", "cavalcanti"),
        ("Souza", "souza"),
        ("Araújo", "araujo"),
        ("Barbosa", "barbosa"),
    ),
    words=(
        "autoescola",
        "baliza",
        "detran",
        "recife",
        "olinda",
        "frevo",
        "maracatu",
        "sport",
        "nautico",
        "saudade",
        "cafune",
        "tapioca",
        "caju",
        "forro",
        "ladeira",
        "carnaval",
        "leao",
    ),
    pets=("pipoca", "bidu", "thor", "mel", "pretinha"),
    cities=("olinda", "recife", "paulista", "jaboatao", "caruaru"),
    cc="+55",
)

reg(
    F,
    "autoescola_whatsapp_senha_detran_cfc",
    ("WhatsApp/Conversa do WhatsApp com <<fa>>.txt", "backup/whats_secretaria_<<n>>.txt"),
    """<<dmy_sl>> <<t1>> - <<fn>> <<ln>>: Bom dia! O sistema do Detran pediu a senha do CFC de novo pra lançar as aulas práticas
<<dmy_sl>> <<t2>> - Dona <<fn2>>: Usuário é o CPF da instrutora
<<dmy_sl>> <<t2>> - Dona <<fn2>>: a senha é <<cred>>
<<dmy_sl>> <<t3>> - <<fn>> <<ln>>: Entrou 🙏 vou lançar as 5 aulas da turma de sábado
<<dmy_sl>> <<t4>> - Dona <<fn2>>: Apaga essa mensagem depois viu
""",
    "human",
    syntax="",
)

reg(
    F,
    "autoescola_asaas_cobranca_api_key_env",
    ("cobranca/.env", "apps/<<org>>-financeiro/.env"),
    """# Asaas - boletos e Pix das mensalidades dos alunos
ASAAS_API_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_URL=https://financeiro.<<dom>>/webhook/asaas
PIX_CHAVE=financeiro@<<dom>>
""",
    lambda rng: "$aact_prod_000" + b64(rng, 96).rstrip("="),
    syntax="",
)

reg(
    F,
    "autoescola_moodle_ead_teoricas_config_php",
    ("var/www/moodle/config.php", "ead/<<org>>/config.php"),
    """<?php  // Moodle configuration file - aulas teóricas EAD (legislação, direção defensiva)

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle_ead';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'https://ead.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)


def _zapi(rng: random.Random, s: dict) -> None:
    s["inst"] = alnum(rng, 32, "0123456789ABCDEF")
    s["ctok"] = alnum(rng, 34, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


reg(
    F,
    "autoescola_zapi_lembrete_aula_python",
    ("bots/lembrete_aula.py", "scripts/<<org>>/zapi_lembretes.py"),
    '''"""Lembrete de aula prática no WhatsApp (Z-API), 2h antes do horário."""

import requests

INSTANCE = "<<inst>>"
TOKEN = "<<cred>>"
CLIENT_TOKEN = "<<ctok>>"
URL = f"https://api.z-api.io/instances/{INSTANCE}/token/{TOKEN}/send-text"


def lembrar(telefone: str, aluno: str, hora: str) -> None:
    requests.post(
        URL,
        json={"phone": telefone, "message": f"Oi {aluno}! Sua aula prática é hoje às {hora}. Leve a LADV."},
        headers={"Client-Token": CLIENT_TOKEN},
        timeout=15,
    )
''',
    lambda rng: alnum(rng, 24, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    extra=_zapi,
)

reg(
    F,
    "autoescola_agenda_ics_senha_simulador",
    ("agenda/simulador_<<date>>.ics", "Google Agenda/aulas-simulador-<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<m>><<d>>T120000Z
DTEND:<<y>><<m>><<d>>T130000Z
UID:<<uuid>>@google.com
SUMMARY:Simulador - aluno <<fn2>>
DESCRIPTION:Ligar o simulador antes: login instrutor <<user>> senha <<cred>>
LOCATION:Sala 2\\, <<orgc>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

reg(
    F,
    "autoescola_pagseguro_token_java_properties",
    ("src/main/resources/pagseguro-config.properties", "financeiro/<<org>>/pagseguro.properties"),
    """# PagSeguro - pagamento de pacotes de aulas
pagseguro.email=financeiro@<<dom>>
pagseguro.token=<<cred>>
pagseguro.environment=production
pagseguro.charset=UTF-8
""",
    "p:pagseguro",
    syntax="",
)

reg(
    F,
    "autoescola_alunos_spreadsheetml_senha_portal",
    ("planilhas/alunos_<<y>>_<<m>>.xml", "Documentos/<<org>>/turmas_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Acessos">
  <Table>
   <Row><Cell><Data ss:Type="String">Sistema</Data></Cell><Cell><Data ss:Type="String">Usuário</Data></Cell><Cell><Data ss:Type="String">Senha</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Portal do aluno</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Biometria Detran</Data></Cell><Cell><Data ss:Type="String">instrutor <<n>></Data></Cell><Cell><Data ss:Type="String">com a Dona <<fn2>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human",
)

PT_WORDS = ("Coração", "Maracatú", "Olindá", "Ladeirão", "Leãozinho", "Baliza")


def _pt_pw(rng: random.Random) -> str:
    return f"{pick(rng, PT_WORDS)}{rng.randint(10, 2026)}{pick(rng, ('!', '@', '#', ''))}"


def _ju(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_json_u(s["cred"])


reg(
    F,
    "autoescola_rastreador_carros_json_unicode_senha",
    ("rastreamento/config_<<n>>.json", "frota/<<org>>/rastreador.json"),
    """{
  "plataforma": "https://rastreio.<<dom>>",
  "frota": ["<<plate>>", "moto-03", "caminhao-C"],
  "usuario": "frota.<<org>>",
  "senha": "<<enc>>",
  "intervalo_seg": 30
}
""",
    _pt_pw,
    extra=_ju,
    decode=dec_json_u(r'"senha": "([^"]+)"'),
)
